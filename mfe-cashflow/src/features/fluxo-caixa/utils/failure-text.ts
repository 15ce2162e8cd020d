import { databaseSentence } from '@semmultas/shared/supabase-errors';

/** The spec's sentence, then the database's reason or what happened to the user's input. */
export function failureText(spec: string, error: unknown, kept = true): string {
  const reason = databaseSentence(error);
  if (reason) return `${spec} ${reason}`;
  return kept
    ? `${spec} O que você digitou foi mantido; verifique a conexão e tente de novo.`
    : `${spec} Verifique a conexão e tente de novo.`;
}
