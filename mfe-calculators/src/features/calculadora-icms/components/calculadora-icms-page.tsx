import { Grid, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { CalculadoraDifal } from './calculadora-difal';
import { CalculadoraImportacao } from './calculadora-importacao';
import { CalculadoraSt } from './calculadora-st';
import { PlainParagraph, PlainTitle } from '@semmultas/shared/ui/plain-typography';

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
  // Below 576 px the three full names do not fit one line and antd would hide one behind "…".
  const estreita = !Grid.useBreakpoint().sm;

  function abrir(chave: string) {
    const proximos = new URLSearchParams(parametros);
    proximos.set('calculadora', chave);
    setParametros(proximos, { replace: true });
  }

  return (
    <section aria-labelledby="calculadora-icms-titulo">
      <div className="sm-calc-nao-imprimir">
        <PlainTitle level={2} id="calculadora-icms-titulo">
          Calculadora ICMS
        </PlainTitle>
        <PlainParagraph type="secondary" style={{ maxWidth: 760 }}>
          ICMS-ST nas vendas interestaduais, ICMS na importação e DIFAL, com os campos da NF-e e a memória de cálculo com a base legal de
          cada passo. As alíquotas por estado foram pesquisadas em 2025: confira na SEFAZ antes de emitir a nota.
        </PlainParagraph>
      </div>
      <Tabs
        activeKey={aba}
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
