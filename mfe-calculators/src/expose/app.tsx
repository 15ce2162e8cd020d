import type { RemoteProps } from '@semmultas/shared/types';
import { CalculadoraIcmsPage } from '../features/calculadora-icms/components/calculadora-icms-page';

/**
 * Mounted by the shell at /calculadora-icms inside its layout, behind the premium guard
 * (the shell sends free and expired plans to /plano_premium before this renders).
 */
export default function App({ user }: RemoteProps) {
  return <CalculadoraIcmsPage usuarioId={user?.id ?? null} />;
}
