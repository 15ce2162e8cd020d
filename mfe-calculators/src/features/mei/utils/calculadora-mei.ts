// "MEI": the month's DAS-MEI and the year's revenue limit (SIMPLES.md §12; engine/mei.ts).
import { formatBRL } from '@semmultas/shared/format';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { calcularDasMei, limiteMei, type LimiteMeiResult } from '../../../engine';
import type { Calculadora, ResultadoExibido } from '../../../utils/calculadora';

export type AtividadeMei = 'comercio' | 'servicos' | 'ambos' | 'tac_icms' | 'tac_iss';

export const OPCOES_ATIVIDADE: readonly { value: AtividadeMei; label: string }[] = [
  { value: 'comercio', label: 'Comércio ou indústria (paga ICMS)' },
  { value: 'servicos', label: 'Serviços (paga ISS)' },
  { value: 'ambos', label: 'Comércio e serviços (ICMS e ISS)' },
  { value: 'tac_icms', label: 'Transportador autônomo de cargas, entre cidades ou estados (ICMS)' },
  { value: 'tac_iss', label: 'Transportador autônomo de cargas, dentro da cidade (ISS)' },
];

export const ANOS_MEI = [2025, 2026] as const;

export interface ValoresMei {
  ano: number;
  atividade: AtividadeMei;
  abriuNoAno: boolean;
  /** Month of opening, 1–12. */
  mesAbertura: number;
  /** Revenue of the year so far; 0 = not given. */
  receitaAno: number;
}

export type ResultadoMei = ResultadoExibido & { limite: LimiteMeiResult; receitaAno: number | null };

const anoAtual = Number(todayInSaoPaulo().slice(0, 4));

export const PADRAO_MEI: ValoresMei = {
  ano: (ANOS_MEI as readonly number[]).includes(anoAtual) ? anoAtual : 2026,
  atividade: 'comercio',
  abriuNoAno: false,
  mesAbertura: 1,
  receitaAno: 0,
};

const NOMES_MES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
export const OPCOES_MES = NOMES_MES.map((nome, i) => ({ value: i + 1, label: nome }));

export const CALCULADORA_MEI: Calculadora<ValoresMei, ResultadoMei> = {
  chave: 'mei',
  titulo: 'MEI',
  padrao: PADRAO_MEI,
  esquema: {
    ano: (v) => (ANOS_MEI as readonly unknown[]).includes(v),
    atividade: OPCOES_ATIVIDADE.map((o) => o.value),
    abriuNoAno: 'booleano',
    mesAbertura: (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 12,
    receitaAno: 'reais',
  },
  campoDaRecusa: (mensagem) => (/^(O ano|Ano|O salário mínimo|O MEI transportador)/.test(mensagem) ? 'ano' : undefined),
  calcular(v) {
    const tac = v.atividade.startsWith('tac');
    const icms = v.atividade === 'comercio' || v.atividade === 'ambos' || v.atividade === 'tac_icms';
    const iss = v.atividade === 'servicos' || v.atividade === 'ambos' || v.atividade === 'tac_iss';
    const das = calcularDasMei({ ano: v.ano, icms, iss, tac });
    const receitaAno = v.receitaAno > 0 ? v.receitaAno : null;
    const limite = limiteMei({
      ano: v.ano,
      tac,
      ...(v.abriuNoAno ? { mesInicio: v.mesAbertura } : {}),
      ...(receitaAno !== null ? { receitaAno } : {}),
    });
    const linhas: ResultadoExibido['linhas'] = [
      { rotulo: `INSS (${das.aliquotaInss}% do salário mínimo de ${formatBRL(das.salarioMinimo)})`, valor: formatBRL(das.inss) },
      ...(icms ? [{ rotulo: 'ICMS', valor: formatBRL(das.icms) }] : []),
      ...(iss ? [{ rotulo: 'ISS', valor: formatBRL(das.iss) }] : []),
      { rotulo: 'DAS-MEI do mês', valor: formatBRL(das.total), destaque: true },
      {
        rotulo: `Limite de receita em ${v.ano}`,
        ...(limite.meses < 12 ? { detalhe: `${limite.meses} meses de atividade` } : {}),
        valor: formatBRL(limite.limite),
        destaque: true,
      },
      { rotulo: 'Limite + 20% (tolerância)', valor: formatBRL(limite.limiteMais20) },
    ];
    if (receitaAno !== null) {
      linhas.push({ rotulo: 'Receita do ano até agora', valor: formatBRL(receitaAno) });
      const falta = limite.limite - receitaAno;
      linhas.push(
        falta >= 0 ? { rotulo: 'Ainda cabe no limite', valor: formatBRL(falta) } : { rotulo: 'Acima do limite', valor: formatBRL(-falta) },
      );
    }
    return {
      limite,
      receitaAno,
      principal: {
        rotulo: 'DAS-MEI do mês',
        valor: formatBRL(das.total),
        complemento: `competências de ${v.ano}; vence no dia 20 do mês seguinte`,
      },
      linhas,
      passos: [...das.passos, ...limite.passos],
      avisos: [...(limite.efeitosDesenquadramento ? [limite.efeitosDesenquadramento.descricao] : []), ...das.avisos, ...limite.avisos],
    };
  },
};
