// "Simples Nacional (DAS)": the form's values, how they become the engine's input and how its
// result is shown (SIMPLES.md; engine/simples.ts).
import { formatBRL } from '@semmultas/shared/format';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import {
  calcularSimples,
  formatarPercentual,
  NOMES_TRIBUTOS,
  vencimentoDasDetalhado,
  type SimplesInput,
  type SimplesResult,
  type Tributo,
} from '../../../engine';
import { ErroDeCampo, type Calculadora, type ResultadoExibido } from '../../../utils/calculadora';
import { escreverData, indiceDoMes, lerMes, mesDoIndice } from '../../../utils/datas-escritas';
import { ehListaDeSegmentos, ehMapaDeMeses, SEGMENTO_VAZIO, type SegmentoForm } from './segmentos';

export interface ValoresSimples {
  /** Período de apuração as written, "MM/AAAA". */
  pa: string;
  segmentos: SegmentoForm[];
  menosDe13Meses: boolean;
  rbt12: number;
  /** Month of opening as written, "MM/AAAA" (company under 13 months). */
  abertura: string;
  receitasMeses: Record<string, number>;
  folhasMeses: Record<string, number>;
  folha12: number;
  folhaMes: number;
  rbt12Externo: number;
  icmsIssNoDas: boolean;
}

export type ResultadoSimples = ResultadoExibido & { simples: SimplesResult };

const TRIBUTOS: readonly Tributo[] = ['irpj', 'csll', 'cofins', 'pis', 'cpp', 'ipi', 'icms', 'iss'];

/** The month before today's, in São Paulo: the PA whose DAS is due now. */
export function paAnterior(hoje = todayInSaoPaulo()): string {
  return escreverData(mesDoIndice(indiceDoMes(hoje.slice(0, 7)) - 1));
}

export const PADRAO_SIMPLES: ValoresSimples = {
  pa: paAnterior(),
  segmentos: [SEGMENTO_VAZIO],
  menosDe13Meses: false,
  rbt12: 0,
  abertura: '',
  receitasMeses: {},
  folhasMeses: {},
  folha12: 0,
  folhaMes: 0,
  rbt12Externo: 0,
  icmsIssNoDas: true,
};

/** The months from the opening to the one before the PA ('YYYY-MM'), or null while either is unreadable. */
export function mesesDesdeAbertura(v: Pick<ValoresSimples, 'pa' | 'abertura'>): string[] | null {
  const pa = lerMes(v.pa);
  const abertura = lerMes(v.abertura);
  if (!pa || !abertura) return null;
  const n = indiceDoMes(pa) - indiceDoMes(abertura);
  if (n < 0 || n > 12) return null;
  return Array.from({ length: n }, (_, i) => mesDoIndice(indiceDoMes(abertura) + i));
}

export function entradaSimples(v: ValoresSimples): SimplesInput {
  const pa = lerMes(v.pa);
  if (!pa) throw new ErroDeCampo('pa', 'Informe o período de apuração como mês/ano, por exemplo 05/2026.');
  const fatorR = v.segmentos.some((s) => s.anexo === 'fator_r');
  const segmentos = v.segmentos.map((s, i) => {
    if (!s.anexo) throw new ErroDeCampo(`anexo-${i}`, `Escolha o anexo da receita ${i + 1}.`);
    return {
      receita: s.receita,
      ...(s.anexo !== 'fator_r' ? { anexo: s.anexo } : {}),
      mercado: s.mercado,
      segregacao: s.segregacao,
    };
  });
  const entrada: SimplesInput = { pa, segmentos, atividadeFatorR: fatorR, icmsIssNoDas: v.icmsIssNoDas };
  if (v.segmentos.some((s) => s.mercado === 'externo')) entrada.rbt12Externo = v.rbt12Externo;
  if (!v.menosDe13Meses) {
    entrada.rbt12 = v.rbt12;
    if (fatorR) entrada.folha12 = v.folha12;
    return entrada;
  }
  const abertura = lerMes(v.abertura);
  if (!abertura) throw new ErroDeCampo('abertura', 'Informe o mês de abertura como mês/ano, por exemplo 02/2026.');
  const n = indiceDoMes(pa) - indiceDoMes(abertura);
  if (n < 0) throw new ErroDeCampo('abertura', 'O mês de abertura é depois do período de apuração.');
  if (n > 12) {
    throw new ErroDeCampo('abertura', 'A empresa tem 13 meses ou mais de atividade neste período: desmarque a opção e informe o RBT12.');
  }
  const meses = mesesDesdeAbertura(v)!;
  entrada.receitasAnteriores = meses.map((m) => v.receitasMeses[m] ?? 0);
  if (fatorR) {
    entrada.folhasAnteriores = meses.map((m) => v.folhasMeses[m] ?? 0);
    if (n === 0) entrada.folhaMes = v.folhaMes;
  }
  return entrada;
}

const pct = (valor: number) => formatarPercentual(valor, 5);

function linhasDoResultado(r: SimplesResult): ResultadoExibido['linhas'] {
  const varios = r.segmentos.length > 1;
  const tributos = TRIBUTOS.filter((t) => r.tributos[t] !== 0).map((t) => ({
    rotulo: NOMES_TRIBUTOS[t],
    detalhe: r.segmentos
      .filter((s) => s.percentuais[t] !== 0)
      .map((s) => `${pct(s.percentuais[t])} da receita${varios ? ` ${r.segmentos.indexOf(s) + 1}` : ''}`)
      .join('; '),
    valor: formatBRL(r.tributos[t]),
  }));
  const aliquotas = varios
    ? r.segmentos.map((s, i) => ({
        rotulo: `Receita ${i + 1}: Anexo ${s.anexo}, ${s.faixa}ª faixa${s.mercado === 'externo' ? ' (exportação)' : ''}`,
        detalhe: `alíquota efetiva ${pct(s.aliquotaEfetiva)}; no DAS ${pct(s.aliquotaDevida)}`,
        valor: formatBRL(s.valor),
      }))
    : [
        { rotulo: 'Faixa', valor: `${r.faixa}ª faixa do Anexo ${r.anexo}` },
        { rotulo: 'Alíquota efetiva', valor: pct(r.aliquotaEfetiva) },
      ];
  const seisFaixa = r.segmentos.some((s) => s.faixa === 6);
  // SIMPLES.md §6: above the sublimite the DAS is the federal part alone and ICMS/ISS is paid
  // apart; in the 6ª faixa with ICMS/ISS still in the DAS, the two parts are shown apart too.
  const partes: ResultadoExibido['linhas'] = r.icmsIssForaDoDas
    ? [{ rotulo: 'ICMS/ISS', detalhe: 'sublimite ultrapassado: pago ao estado e ao município pelas regras deles', valor: 'fora do DAS' }]
    : seisFaixa && r.icmsIssNoDasValor !== 0
      ? [
          { rotulo: 'Tributos federais (6ª faixa)', valor: formatBRL(r.dasFederais) },
          { rotulo: 'ICMS/ISS (pela 5ª faixa)', valor: formatBRL(r.icmsIssNoDasValor) },
        ]
      : [];
  return [
    ...tributos,
    ...partes,
    { rotulo: r.icmsIssForaDoDas ? 'Valor do DAS (só tributos federais)' : 'Valor do DAS', valor: formatBRL(r.das), destaque: true },
    ...aliquotas,
    { rotulo: 'RBT12 considerada', valor: formatBRL(r.rbt12Considerada) },
    ...(r.rbt12ExternoConsiderada !== undefined ? [{ rotulo: 'RBT12 de exportação', valor: formatBRL(r.rbt12ExternoConsiderada) }] : []),
    ...(r.fatorR
      ? [
          {
            rotulo: 'Fator R',
            detalhe: `folha ÷ receita = ${formatarPercentual(r.fatorR.rExato, 2)}`,
            valor: `${r.fatorR.r}% → Anexo ${r.fatorR.anexo}`,
          },
        ]
      : []),
    ...(r.vencimento ? [{ rotulo: 'Vencimento', valor: escreverData(r.vencimento), destaque: true }] : []),
  ];
}

/** Engine refusals that belong to one field. */
function campoDaRecusa(mensagem: string): string | undefined {
  if (/RBT12 de exportação/.test(mensagem)) return 'rbt12Externo';
  if (/folha de salários do mês/i.test(mensagem)) return 'folhaMes';
  if (/folha de salários dos 12 meses/i.test(mensagem)) return 'folha12';
  if (/^(RBT12|Informe o RBT12)/.test(mensagem)) return 'rbt12';
  if (/período de apuração/i.test(mensagem)) return 'pa';
  return undefined;
}

export const CALCULADORA_SIMPLES: Calculadora<ValoresSimples, ResultadoSimples> = {
  chave: 'simples',
  titulo: 'Simples Nacional (DAS)',
  padrao: PADRAO_SIMPLES,
  esquema: {
    pa: 'texto',
    segmentos: ehListaDeSegmentos,
    menosDe13Meses: 'booleano',
    rbt12: 'reais',
    abertura: 'texto',
    receitasMeses: ehMapaDeMeses,
    folhasMeses: ehMapaDeMeses,
    folha12: 'reais',
    folhaMes: 'reais',
    rbt12Externo: 'reais',
    icmsIssNoDas: 'booleano',
  },
  campoDaRecusa,
  calcular(valores) {
    const entrada = entradaSimples(valores);
    const r = calcularSimples(entrada);
    const vencimento = vencimentoDasDetalhado(entrada.pa!);
    const avisos = [...r.avisos, ...vencimento.avisos.filter((a) => !r.avisos.includes(a))];
    if (vencimento.atoExtraordinario) {
      avisos.unshift(`Vencimento prorrogado por ${vencimento.atoExtraordinario}: ${escreverData(vencimento.vencimento)}.`);
    }
    return {
      simples: r,
      principal: {
        rotulo: 'DAS a pagar',
        valor: formatBRL(r.das),
        complemento:
          `PA ${valores.pa.trim()} · vence em ${escreverData(vencimento.vencimento)} · ${pct(r.aliquotaDAS)} da receita do mês` +
          (r.icmsIssForaDoDas ? ' · sem ICMS/ISS, pagos à parte' : ''),
      },
      linhas: linhasDoResultado(r),
      passos: r.passos,
      avisos,
    };
  },
};
