// The extraordinary act's form: what the admin types, how it is checked before sending (the
// database's trigger checks the same, with the same sentences where it can) and what is sent.
import { OBRIGACAO_IDS, OBRIGACOES, ehDataValida } from '@semmultas/shared/agenda/index';
import type { AtoRow } from '@semmultas/shared/agenda/banco';
import { siglasUf } from '@semmultas/shared/icms/uf-data';
import { isHttpUrl, type FormErrors } from '../../../lib/form-errors';
import type { AtoAdmin, AtoPayload } from '../api/atos';

/** The 27 units, in the order of the shared table. */
export const UFS = siglasUf;

export const OBRIGACAO_OPTIONS = OBRIGACAO_IDS.map((id) => ({ value: id, label: `${id} — ${OBRIGACOES[id].nome}` }));

export const TERRITORIOS: ReadonlyArray<{ value: AtoRow['territorio_tipo']; label: string }> = [
  { value: 'brasil', label: 'Brasil' },
  { value: 'uf', label: 'Um estado (UF)' },
  { value: 'municipio', label: 'Um município' },
];

export interface AtoFormValues {
  ato: string;
  obrigacoes: string[];
  /** As typed: '10/2025', '2025-10', '2025-Q1', '2025'. */
  competencias: string[];
  territorio_tipo: AtoRow['territorio_tipo'];
  uf: string | null;
  municipio: string;
  /** 'YYYY-MM-DD'. */
  nova_data: string;
  fonte: string;
  descricao: string;
}

export const ATO_MAX = 200;
export const DESCRICAO_MAX = 1000;

export const EMPTY_ATO: AtoFormValues = {
  ato: '',
  obrigacoes: [],
  competencias: [],
  territorio_tipo: 'brasil',
  uf: null,
  municipio: '',
  nova_data: '',
  fonte: '',
  descricao: '',
};

export function atoToFormValues(a: AtoAdmin | null): AtoFormValues {
  if (!a) return { ...EMPTY_ATO };
  return {
    ato: a.ato,
    obrigacoes: [...a.obrigacoes],
    competencias: [...a.competencias],
    territorio_tipo: a.territorio_tipo,
    uf: a.uf,
    municipio: a.municipio ?? '',
    nova_data: a.nova_data,
    fonte: a.fonte ?? '',
    descricao: a.descricao ?? '',
  };
}

/** '10/2025' → '2025-10'; '2025-10', '2025-q1' → '2025-Q1', '2025' as they are; null when it is none of these. */
export function lerCompetenciaDigitada(texto: string): string | null {
  const t = texto.trim().toUpperCase();
  const mmAaaa = /^(0?[1-9]|1[0-2])\/(20\d{2})$/.exec(t);
  if (mmAaaa) return `${mmAaaa[2]}-${mmAaaa[1]!.padStart(2, '0')}`;
  return /^20\d{2}(-(0[1-9]|1[0-2])|-Q[1-4])?$/.test(t) ? t : null;
}

export function validateAto(v: AtoFormValues): FormErrors<keyof AtoFormValues> {
  const errors: FormErrors<keyof AtoFormValues> = {};
  const ato = v.ato.trim();
  if (ato.length < 3 || ato.length > ATO_MAX) errors.ato = 'Informe o ato (por exemplo, "Res. CGSN 179/2025").';
  if (v.obrigacoes.length === 0) errors.obrigacoes = 'Escolha ao menos uma obrigação.';
  const invalida = v.competencias.find((c) => lerCompetenciaDigitada(c) === null);
  if (v.competencias.length === 0) errors.competencias = 'Informe ao menos uma competência.';
  else if (invalida !== undefined) errors.competencias = `Competência inválida: ${invalida} (use MM/AAAA, AAAA-Qn ou AAAA).`;
  if (v.territorio_tipo !== 'brasil' && !v.uf) errors.uf = 'Informe a UF do ato.';
  if (v.territorio_tipo === 'municipio' && (v.municipio.trim().length < 2 || v.municipio.trim().length > 80))
    errors.municipio = 'Informe o município do ato.';
  if (!ehDataValida(v.nova_data)) errors.nova_data = 'Informe a nova data de vencimento.';
  const fonte = v.fonte.trim();
  if (!fonte || fonte.length > 2048 || !isHttpUrl(fonte)) errors.fonte = 'Informe o link da fonte oficial do ato (https://…).';
  if (v.descricao.trim().length > DESCRICAO_MAX) errors.descricao = 'A descrição deve ter até 1.000 caracteres.';
  return errors;
}

export function toAtoPayload(v: AtoFormValues): AtoPayload {
  return {
    ato: v.ato.trim(),
    obrigacoes: v.obrigacoes,
    competencias: [...new Set(v.competencias.map((c) => lerCompetenciaDigitada(c) ?? c.trim()))],
    territorio_tipo: v.territorio_tipo,
    uf: v.territorio_tipo === 'brasil' ? null : v.uf,
    municipio: v.territorio_tipo === 'municipio' ? v.municipio.trim() : null,
    nova_data: v.nova_data,
    fonte: v.fonte.trim(),
    descricao: v.descricao.trim() || null,
  };
}
