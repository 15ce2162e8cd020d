import { PlainTable, type PlainColumn } from '@semmultas/shared/ui/plain-table';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { rotuloUltimoMes, type TabelaSelicUsada } from '@semmultas/shared/tributos/taxas-selic';
import { formatarPercentual, type AcrescimosResult, type MesSelic, type TributoAcrescimos } from '../../../engine';
import { GERADORES_OFICIAIS } from '../../../utils/geradores-oficiais';
import type { SelicDaPagina } from '../utils/calculadora-acrescimos';

/** Each Selic month summed into the juros: what an accountant checks. */
export function MesesSelic({ resultado, tabela }: { resultado: AcrescimosResult; tabela: TabelaSelicUsada }) {
  // On a phone the source column is hidden: the single-source mark stays beside the month.
  const largo = useScreens().md !== false;
  if (resultado.mesesSelic.length === 0) return null;
  const colunas: PlainColumn<MesSelic>[] = [
    {
      title: 'Mês',
      key: 'mes',
      render: (m) => `${m.mes.slice(5, 7)}/${m.mes.slice(0, 4)}${tabela.fonteUnica.has(m.mes) ? ' (fonte única)' : ''}`,
    },
    {
      title: 'Taxa',
      key: 'taxa',
      align: 'right',
      render: (m) => <span className="sm-calc-numero">{formatarPercentual(m.taxa, 2)}</span>,
    },
  ];
  if (largo)
    colunas.push({
      title: 'Fonte',
      key: 'fonte',
      render: (m) => <span style={{ overflowWrap: 'anywhere' }}>{tabela.fontes[m.mes] ?? '—'}</span>,
    });
  return (
    <div>
      <h4 id="atraso-selic-titulo" className="sm-calc-subtitulo">
        Taxas Selic usadas (até {resultado.selicAte})
      </h4>
      <PlainTable<MesSelic>
        aria-labelledby="atraso-selic-titulo"
        size="small"
        rowKey={(m) => m.mes}
        rows={resultado.mesesSelic}
        columns={colunas}
      />
    </div>
  );
}

/** What this result is not (ACRESCIMOS.md §6, §9, §11): said every time, with the official links. */
export function NotasAcrescimos({ tributo, selic }: { tributo: TributoAcrescimos; selic: SelicDaPagina }) {
  const gerador = GERADORES_OFICIAIS[tributo];
  return (
    <section className="sm-calc-notas" aria-labelledby="atraso-notas-titulo">
      <h4 id="atraso-notas-titulo" className="sm-calc-subtitulo">
        Antes de pagar
      </h4>
      <ul>
        <li>
          Este cálculo é para conferir. A guia para pagar sai do{' '}
          <a href={gerador.url} target="_blank" rel="noopener noreferrer">
            {gerador.nome}
          </a>
          , já com multa e juros da data escolhida; no DAS os centavos podem diferir, porque lá o cálculo é feito tributo a tributo.
        </li>
        <li>
          Tributo declarado (PGDAS-D, DCTFWeb, DASN-SIMEI) e pago em atraso sempre tem multa de mora: a denúncia espontânea não a afasta
          (Súmula 360 do STJ).
        </li>
        <li>
          {selic.status === 'carregando' ? (
            'Carregando a tabela Selic…'
          ) : (
            <>
              Taxas Selic até {rotuloUltimoMes(selic.tabela) ?? '—'}
              {selic.tabela.origem === 'embarcada' ? ' (tabela que acompanha o aplicativo: não foi possível ler a atualizada)' : ''}.
            </>
          )}{' '}
          Um pagamento que precise da taxa de um mês ainda não publicado é recusado, dizendo qual mês falta.
        </li>
        <li>Não vale para guias estaduais de ICMS (GARE, DAE): cada estado tem multa e juros próprios.</li>
      </ul>
      <p className="sm-calc-so-impressao">
        Sicalc: sicalc.receita.economia.gov.br · PGDAS-D e PGMEI: www8.receita.fazenda.gov.br/SimplesNacional
      </p>
    </section>
  );
}
