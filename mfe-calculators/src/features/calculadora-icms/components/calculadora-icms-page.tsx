import { PlainTabs } from '@semmultas/shared/ui/plain-tabs';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { useSearchParams } from 'react-router-dom';
import { CalculadoraDifal } from './calculadora-difal';
import { CalculadoraImportacao } from './calculadora-importacao';
import { CalculadoraSt } from './calculadora-st';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { CALCULADORA_ICMS_HEAD } from '@semmultas/shared/page-heads';

type Aba = 'st' | 'importacao' | 'difal';

const ABAS: readonly Aba[] = ['st', 'importacao', 'difal'];

function ehAba(valor: string | null): valor is Aba {
  return ABAS.includes(valor as Aba);
}

/**
 * /calculadora-icms: the three calculators in tabs. The open tab lives in the address
 * (?calculadora=difal) so a link or a reload opens the same one.
 */
export function CalculadoraIcmsPage({ usuarioId }: { usuarioId: string | null }) {
  const [parametros, setParametros] = useSearchParams();
  const pedida = parametros.get('calculadora');
  const aba: Aba = ehAba(pedida) ? pedida : 'st';
  // Below 576 px the three full names do not fit one line (the row would scroll sideways).
  const estreita = !useScreens().sm;

  function abrir(chave: string) {
    const proximos = new URLSearchParams(parametros);
    proximos.set('calculadora', chave);
    setParametros(proximos, { replace: true });
  }

  return (
    <section aria-labelledby="calculadora-icms-titulo">
      <div className="sm-calc-nao-imprimir">
        {/* Painted before any script and while the area loads (issue 14): the same words, the same place. */}
        <PageHeader title={CALCULADORA_ICMS_HEAD.title} titleId="calculadora-icms-titulo" subtitle={CALCULADORA_ICMS_HEAD.subtitle} />
      </div>
      <PlainTabs
        activeKey={aba}
        aria-label="Calculadoras de ICMS"
        tabBarGutter={estreita ? 20 : undefined}
        onChange={abrir}
        items={[
          { key: 'st', label: estreita ? 'ST interestadual' : 'Interestadual com ST', children: <CalculadoraSt usuarioId={usuarioId} /> },
          { key: 'importacao', label: 'Importação', children: <CalculadoraImportacao usuarioId={usuarioId} /> },
          { key: 'difal', label: 'DIFAL', children: <CalculadoraDifal usuarioId={usuarioId} /> },
        ]}
      />
    </section>
  );
}
