// /functions/v1/agenda/feed/<token>.ics — the private calendar feed of the tax calendar (issue
// 19; premium). Calendar apps (Google Calendar, Outlook, Apple Calendar) fetch it without a
// session: the secret token in the address is the credential. A new address revokes the old
// (public.agenda_feed_gerar). The due dates come from the app's engine (generated JS).
import { json } from '../_shared/env.js';
import { todayInSaoPaulo } from '../_shared/dates.js';
import { eventosDoFeed } from '../_shared/agenda/engine/lembretes.js';
import { montarIcs } from '../_shared/agenda/ics.js';

const FEED = /^\/functions\/v1\/agenda\/feed\/([^/]+?)(?:\.ics)?$/;

/**
 * @param {Request} request
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, siteUrl: string, log?: (...a: unknown[]) => void }} deps
 */
export async function handleAgenda(request, { db, siteUrl, log = () => {} }) {
  const match = FEED.exec(new URL(request.url).pathname);
  if (!match) return json(404, { message: 'Endereço não encontrado.' });
  if (request.method !== 'GET' && request.method !== 'HEAD') return json(405, { message: 'Use GET.' });
  const token = decodeURIComponent(match[1] ?? '');
  if (!/^[0-9a-f]{64}$/.test(token))
    return json(404, { message: 'Endereço de calendário inválido ou revogado. Gere um novo na Agenda tributária.' });
  try {
    const dados = await db.rpc('agenda_feed_dados', { p_token: token });
    if (!dados) return json(404, { message: 'Endereço de calendário inválido ou revogado. Gere um novo na Agenda tributária.' });
    if (dados.plano !== 'premium') {
      return json(403, {
        message:
          dados.plano === 'expired'
            ? 'Seu plano Premium expirou: o calendário da Agenda tributária volta a funcionar quando você renovar.'
            : 'O calendário da Agenda tributária no seu aplicativo de agenda é um recurso do plano Premium.',
      });
    }
    const body = montarIcs(eventosDoFeed(dados, todayInSaoPaulo(), siteUrl), { siteUrl });
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': 'inline; filename="semmultas-agenda.ics"',
        'cache-control': 'private, no-store',
        'x-robots-tag': 'noindex',
      },
    });
  } catch (error) {
    log('[agenda feed]', /** @type {Error} */ (error)?.message);
    return json(503, { message: 'Não foi possível montar o calendário agora. Tente de novo em alguns minutos.' });
  }
}
