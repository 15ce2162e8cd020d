// "DAS/DARF em atraso": multa de mora and juros Selic on a late guide (ACRESCIMOS.md;
// engine/acrescimos.ts). Payment date: today in São Paulo unless the user says otherwise.
// The Selic table is the database's (public.taxas_selic), or the shipped one when it cannot be
// read, and the result says which.
import { formatBRL } from '@semmultas/shared/format';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { rotuloUltimoMes, type TabelaSelicUsada } from '@semmultas/shared/tributos/taxas-selic';
import { calcularAcrescimos, formatarPercentual, type AcrescimosResult, type TributoAcrescimos } from '../../../engine';
import { ErroDeCampo, type Calculadora, type ResultadoExibido } from '../../../utils/calculadora';
import { escreverData, lerDia } from '../../../utils/datas-escritas';

export const OPCOES_TRIBUTO: readonly { value: TributoAcrescimos; label: string }[] = [
  { value: 'DAS', label: 'DAS (Simples Nacional)' },
  { value: 'DAS-MEI', label: 'DAS-MEI' },
  { value: 'DARF', label: 'DARF (tributo federal)' },
];

export interface ValoresAcrescimos {
  tributo: TributoAcrescimos;
  principal: number;
  /** As written, "DD/MM/AAAA". */
  vencimento: string;
  pagamento: string;
}

export type ResultadoAcrescimos = ResultadoExibido & { acrescimos: AcrescimosResult };

export const hojeEscrito = () => escreverData(todayInSaoPaulo());

export const PADRAO_ACRESCIMOS: ValoresAcrescimos = { tributo: 'DAS', principal: 0, vencimento: '', pagamento: hojeEscrito() };

const pct = (v: number) => formatarPercentual(v, 2);
const mes = (m: string) => `${m.slice(5, 7)}/${m.slice(0, 4)}`;

function linhas(r: AcrescimosResult): ResultadoExibido['linhas'] {
  const atrasado = r.diasAtraso > 0;
  return [
    { rotulo: 'Valor principal', valor: formatBRL(r.principal) },
    {
      rotulo: 'Dias de atraso',
      ...(atrasado && r.inicioContagem ? { detalhe: `de ${escreverData(r.inicioContagem)} a ${escreverData(r.pagamentoEfetivo)}` } : {}),
      valor: String(r.diasAtraso),
    },
    {
      rotulo: 'Multa de mora',
      detalhe: atrasado
        ? `${r.diasAtraso} × 0,33% = ${pct(r.diasAtraso * 0.33)}${r.multaPct === 20 ? ' → limite de 20%' : ''}`
        : 'sem atraso',
      valor: `${pct(r.multaPct)} = ${formatBRL(r.multa)}`,
    },
    {
      rotulo: 'Juros de mora',
      detalhe:
        r.mesesSelic.length > 0
          ? `Selic de ${r.mesesSelic.map((m) => mes(m.mes)).join(', ')} + 1% do mês do pagamento`
          : r.jurosPct > 0
            ? '1% do mês do pagamento'
            : 'pago no mês do vencimento: sem juros',
      valor: `${pct(r.jurosPct)} = ${formatBRL(r.juros)}`,
    },
    { rotulo: 'Total a pagar', valor: formatBRL(r.total), destaque: true },
    { rotulo: 'Vencimento considerado', valor: escreverData(r.vencimentoEfetivo) },
    { rotulo: 'Pagamento considerado', valor: escreverData(r.pagamentoEfetivo) },
    ...(r.selicAte ? [{ rotulo: 'Taxas Selic até', valor: r.selicAte }] : []),
  ];
}

/** The Selic table the page prices with: still loading, or ready (from the database or the shipped fallback). */
export type SelicDaPagina = { status: 'carregando' } | { status: 'pronta'; tabela: TabelaSelicUsada };

export const CARREGANDO_SELIC = 'Carregando a tabela Selic… o cálculo aparece em instantes.';

/** The notes a table adds to a result: where it came from and which months are single-source. */
function avisosDaTabela(tabela: TabelaSelicUsada, r: AcrescimosResult): string[] {
  const avisos: string[] = [];
  if (tabela.origem === 'embarcada') {
    avisos.push(
      `Não foi possível ler a tabela Selic atualizada; este cálculo usou a tabela que acompanha o aplicativo (taxas até ${rotuloUltimoMes(tabela) ?? '—'}). Tente de novo mais tarde ou confira no Sicalc.`,
    );
  } else {
    // The engine warns by itself only for its shipped table; the database marks these months.
    const fonteUnica = r.mesesSelic.filter((m) => tabela.fonteUnica.has(m.mes)).map((m) => mes(m.mes));
    if (fonteUnica.length > 0) {
      avisos.push(
        `A taxa Selic de ${fonteUnica.join(', ')} veio de uma única fonte (conferida só pela conta da Selic diária); confira no Sicalc antes de pagar.`,
      );
    }
  }
  return avisos;
}

function campoDaRecusa(mensagem: string): string | undefined {
  if (mensagem === CARREGANDO_SELIC) return undefined;
  if (/Selic/.test(mensagem)) return 'pagamento';
  if (/principal/i.test(mensagem)) return 'principal';
  if (/vencimento/i.test(mensagem)) return 'vencimento';
  if (/pagamento/i.test(mensagem)) return 'pagamento';
  return undefined;
}

export const TITULO_ACRESCIMOS = 'DAS/DARF em atraso';

const BASE: Omit<Calculadora<ValoresAcrescimos, ResultadoAcrescimos>, 'calcular'> = {
  chave: 'atraso',
  titulo: TITULO_ACRESCIMOS,
  padrao: PADRAO_ACRESCIMOS,
  esquema: {
    tributo: OPCOES_TRIBUTO.map((o) => o.value),
    principal: 'reais',
    vencimento: 'texto',
    // Never restored: the payment date opens as today's.
    pagamento: () => false,
  },
  campoDaRecusa,
};

const FONTE_SELIC_DO_BANCO =
  'tabela Selic do SemMultas (Receita Federal e série 4390 do Banco Central, mantida pelo administrador; a fonte de cada mês está na tabela abaixo)';

/** The calculator over one Selic table (a new table makes a new calculator, and the result follows). */
export function calculadoraAcrescimos(selic: SelicDaPagina): Calculadora<ValoresAcrescimos, ResultadoAcrescimos> {
  return { ...BASE, calcular: (v) => calcular(v, selic) };
}

function calcular(v: ValoresAcrescimos, selic: SelicDaPagina): ResultadoAcrescimos {
  const vencimento = lerDia(v.vencimento);
  if (!vencimento) throw new ErroDeCampo('vencimento', 'Informe o vencimento como dia/mês/ano, por exemplo 20/05/2026.');
  const pagamento = lerDia(v.pagamento);
  if (!pagamento) throw new ErroDeCampo('pagamento', 'Informe a data do pagamento como dia/mês/ano, por exemplo 23/11/2026.');
  if (selic.status === 'carregando') throw new RangeError(CARREGANDO_SELIC);
  const { tabela } = selic;
  const r = calcularAcrescimos({
    principal: v.principal,
    vencimento,
    pagamento,
    tributo: v.tributo,
    taxasSelic: tabela.taxas,
    // The database's table cites its own sources, month by month, under the result.
    fonteSelic: tabela.origem === 'banco' ? FONTE_SELIC_DO_BANCO : undefined,
  });
  return {
    acrescimos: r,
    principal: {
      rotulo: `Total a pagar em ${escreverData(r.pagamentoEfetivo)}`,
      valor: formatBRL(r.total),
      complemento:
        r.diasAtraso > 0
          ? `${formatBRL(r.principal)} + multa ${formatBRL(r.multa)} + juros ${formatBRL(r.juros)} · ${r.diasAtraso} dia${r.diasAtraso === 1 ? '' : 's'} de atraso`
          : 'em dia: sem multa nem juros',
    },
    linhas: linhas(r),
    passos: r.passos,
    avisos: [...avisosDaTabela(tabela, r), ...r.avisos],
  };
}
