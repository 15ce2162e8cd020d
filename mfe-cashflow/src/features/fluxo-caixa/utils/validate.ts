// SPEC §5: a transaction needs a description and a numeric amount ('Por favor, preencha todos
// os campos corretamente.'); a category name must not be blank after trimming. The limits
// mirror the database's checks (supabase/migrations/*fluxo_caixa*) so the user hears about
// them before a round trip.
import type { Category, TransactionType } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import type { TransactionInput } from './ledger';

export const DESCRIPTION_MAX = 200;
export const CATEGORY_NAME_MAX = 40;
export const AMOUNT_MAX = 1_000_000_000_000;

/** The form's values: anything may still be missing. */
export interface TransactionDraft {
  description: string;
  amount: number | null; // reais, from MoneyInput
  type: TransactionType | null;
  category: string | null;
  date: string | null; // yyyy-mm-dd
}

export type DraftField = 'description' | 'amount' | 'type' | 'date';

/** Under each field the spec's sentence marks: what that field needs. */
export const FIELD_HINTS: Record<DraftField, string> = {
  description: `Escreva uma descrição (até ${DESCRIPTION_MAX} caracteres).`,
  amount: 'Digite um valor maior que zero.',
  type: 'Escolha Entrada ou Saída.',
  date: 'Escolha uma data válida.',
};

export type DraftCheck = { ok: true; value: TransactionInput } | { ok: false; message: string; fields: DraftField[] };

function isValidIsoDate(value: string | null): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function validateDraft(draft: TransactionDraft): DraftCheck {
  const fields: DraftField[] = [];
  const description = draft.description.replace(/\s+/g, ' ').trim();
  if (!description || description.length > DESCRIPTION_MAX) fields.push('description');
  const amount = draft.amount;
  // A zero amount moves no money: it is as empty as a blank field.
  if (amount === null || !Number.isFinite(amount) || amount <= 0 || amount > AMOUNT_MAX) fields.push('amount');
  if (draft.type !== 'Entrada' && draft.type !== 'Saída') fields.push('type');
  if (!isValidIsoDate(draft.date)) fields.push('date');
  if (fields.length) return { ok: false, message: MSG.transactionInvalid, fields };
  return {
    ok: true,
    value: {
      description,
      amount: Math.round(amount! * 100) / 100,
      type: draft.type!,
      category: draft.category?.trim() || null,
      date: draft.date!,
    },
  };
}

export type NameCheck = { ok: true; name: string } | { ok: false; message: string };

/** Blank, too long, or already taken (ignoring case, as the database does). */
export function validateCategoryName(raw: string, categories: readonly Category[], exceptId?: number): NameCheck {
  const name = raw.trim();
  if (!name) return { ok: false, message: MSG.categoryBlank };
  if (name.length > CATEGORY_NAME_MAX)
    return { ok: false, message: `O nome da categoria pode ter no máximo ${CATEGORY_NAME_MAX} caracteres.` };
  const lower = name.toLowerCase();
  if (categories.some((c) => c.id !== exceptId && c.name.toLowerCase() === lower))
    return { ok: false, message: 'Já existe uma categoria com esse nome.' };
  return { ok: true, name };
}
