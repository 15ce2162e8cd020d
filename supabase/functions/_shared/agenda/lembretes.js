// The daily job's tax-calendar step: who wants a reminder today (SQL), what is due for them (the
// engine, the same code as the app, generated from shared/src/agenda), queued as one e-mail per
// user and day (SQL, through private.outbox_enqueue with a dedupe key: running the job twice on a
// day queues nothing more).
import { lembreteDoDia } from './engine/lembretes.js';

/**
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, today: string }} o
 * @returns {Promise<number>} e-mails queued
 */
export async function enfileirarLembretes({ db, today }) {
  /** @type {{ user_id: string, dias: number[], dados: import('./engine/lembretes.js').DadosDaAgenda }[]} */
  const pendentes = (await db.rpc('agenda_lembretes_pendentes', { p_today: today })) ?? [];
  const lembretes = pendentes
    .map((p) => ({ user_id: p.user_id, empresas: lembreteDoDia(p.dados, p.dias, today) }))
    .filter((l) => l.empresas.length > 0);
  if (lembretes.length === 0) return 0;
  return db.rpc('agenda_enfileirar_lembretes', { p_today: today, p_lembretes: lembretes });
}
