// The revenue of the month by activity, as the form holds it, and the words each choice is
// shown with (SIMPLES.md §9: segregations in plain Portuguese).
import type { Anexo, Mercado, Segregacao } from '../../../engine';

/** An anexo, or "III ou V pelo Fator R" (LC 123/2006 art. 18 §§ 5º-J, 5º-M). */
export type AnexoEscolhido = Anexo | 'fator_r';

export interface SegmentoForm {
  receita: number;
  anexo: AnexoEscolhido | null;
  mercado: Mercado;
  segregacao: Segregacao[];
}

export const SEGMENTO_VAZIO: SegmentoForm = { receita: 0, anexo: null, mercado: 'interno', segregacao: [] };

export const OPCOES_ANEXO: readonly { value: AnexoEscolhido; label: string }[] = [
  { value: 'I', label: 'Anexo I — comércio' },
  { value: 'II', label: 'Anexo II — indústria' },
  { value: 'III', label: 'Anexo III — serviços (manutenção, agências, academias…)' },
  { value: 'IV', label: 'Anexo IV — obras, limpeza, vigilância, advocacia' },
  { value: 'V', label: 'Anexo V — serviços intelectuais sem Fator R' },
  { value: 'fator_r', label: 'Anexo III ou V, pelo Fator R (consultoria, engenharia, medicina…)' },
];

/** Which segregations each anexo admits (the engine refuses the others). */
const POR_ANEXO: Readonly<Record<Anexo, readonly Segregacao[]>> = {
  I: ['icms_st', 'monofasico'],
  II: ['icms_st', 'monofasico'],
  III: ['iss_retido', 'iss_valor_fixo', 'locacao_bens_moveis', 'monofasico'],
  IV: ['iss_retido', 'iss_valor_fixo'],
  V: ['iss_retido', 'iss_valor_fixo'],
};

export const ROTULOS_SEGREGACAO: Readonly<Record<Exclude<Segregacao, 'exportacao'>, string>> = {
  icms_st: 'ICMS já pago por substituição tributária (a mercadoria veio com ST)',
  monofasico: 'PIS/Cofins monofásico (combustíveis, remédios, cosméticos, autopeças, bebidas frias…)',
  iss_retido: 'O cliente reteve o ISS na fonte',
  iss_valor_fixo: 'ISS pago ao município em valor fixo (profissional autônomo, sociedade de profissionais)',
  locacao_bens_moveis: 'Aluguel de bens móveis (máquinas, equipamentos): sem ISS',
};

export function segregacoesDoAnexo(anexo: AnexoEscolhido | null): Exclude<Segregacao, 'exportacao'>[] {
  if (!anexo) return [];
  const anexos: Anexo[] = anexo === 'fator_r' ? ['III', 'V'] : [anexo];
  const comuns = (POR_ANEXO[anexos[0]!] as Segregacao[]).filter((s) => anexos.every((a) => POR_ANEXO[a].includes(s)));
  return comuns.filter((s): s is Exclude<Segregacao, 'exportacao'> => s !== 'exportacao');
}

/** A stored list of segments is kept only if every item has the right shape. */
export function ehListaDeSegmentos(valor: unknown): valor is SegmentoForm[] {
  return (
    Array.isArray(valor) &&
    valor.length > 0 &&
    valor.length <= 6 &&
    valor.every(
      (s: Partial<SegmentoForm>) =>
        typeof s === 'object' &&
        s !== null &&
        typeof s.receita === 'number' &&
        Number.isFinite(s.receita) &&
        s.receita >= 0 &&
        (s.anexo === null || OPCOES_ANEXO.some((o) => o.value === s.anexo)) &&
        (s.mercado === 'interno' || s.mercado === 'externo') &&
        Array.isArray(s.segregacao) &&
        s.segregacao.every((x) => typeof x === 'string' && x in ROTULOS_SEGREGACAO),
    )
  );
}

/** 'YYYY-MM' → R$: revenues or payrolls of the months since the opening. */
export function ehMapaDeMeses(valor: unknown): valor is Record<string, number> {
  return (
    typeof valor === 'object' &&
    valor !== null &&
    !Array.isArray(valor) &&
    Object.entries(valor).every(([mes, v]) => /^\d{4}-\d{2}$/.test(mes) && typeof v === 'number' && Number.isFinite(v) && v >= 0)
  );
}
