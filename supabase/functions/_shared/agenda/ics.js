// The calendar feed as RFC 5545 (ical-generator): one all-day event per due date, a stable UID
// per (company, obligation, competência) so a calendar app updates an event instead of adding a
// second one when a date moves, and an alarm at 09:00 of the day before.
import ical, { ICalAlarmType } from 'ical-generator';
import { addDias } from './engine/datas.js';

/** 15 hours before 00:00 of the due day: 09:00 of the day before (floating, the user's own time). */
export const ALARME_SEGUNDOS_ANTES = 15 * 60 * 60;

/**
 * @param {import('./engine/lembretes.js').EventoDoFeed[]} eventos from eventosDoFeed
 * @param {{ siteUrl: string }} o
 * @returns {string}
 */
export function montarIcs(eventos, { siteUrl }) {
  const cal = ical({
    name: 'SemMultas — Agenda tributária',
    description: 'Vencimentos federais das suas empresas, com a base legal de cada data.',
    prodId: { company: 'SemMultas', product: 'Agenda tributaria', language: 'PT-BR' },
    url: `${siteUrl}/agenda-tributaria`,
    // Calendar apps poll a subscription every few hours at best; ask for twice a day.
    ttl: 12 * 60 * 60,
  });
  for (const e of eventos) {
    cal.createEvent({
      id: e.uid,
      allDay: true,
      // Calendar dates as 'YYYY-MM-DD' strings: written as DATE values, no time zone involved.
      start: e.data,
      end: addDias(e.data, 1),
      summary: e.resumo,
      description: e.descricao,
      url: e.url,
      alarms: e.concluido
        ? []
        : [{ type: ICalAlarmType.display, trigger: ALARME_SEGUNDOS_ANTES, description: `Amanhã vence: ${e.resumo}` }],
    });
  }
  return cal.toString();
}
