import type { RemoteProps } from '@semmultas/shared/types';
import { findArea } from '@semmultas/shared/routes';
import { UnderConstruction } from '@semmultas/shared/ui/under-construction';

/** Placeholder until this area's own issue lands: every route it owns answers with its title. */
export default function App({ basePath }: RemoteProps) {
  return <UnderConstruction title={findArea(basePath)?.title ?? 'SemMultas'} />;
}
