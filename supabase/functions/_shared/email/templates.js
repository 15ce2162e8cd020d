// Every e-mail the system sends, by template name (the `template` column of
// private.email_outbox). Portuguese, one short message each. To add e-mails (e.g. the tax
// calendar's reminders): add entries here and queue them from SQL with
// private.outbox_enqueue(dedupe_key, to, template, data) — README "Tarefas diárias e e-mails".
import { formatBRL } from '../money.js';
import { formatDateBR } from '../dates.js';

/** @typedef {{ subject: string, html: string }} Rendered */
/** @typedef {{ siteUrl: string }} Context */

/** @param {unknown} text */
const esc = (text) =>
  String(text ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** @param {string} title @param {string[]} paragraphs @param {{ href: string, label: string } | null} [action] */
function layout(title, paragraphs, action = null) {
  return [
    `<h1>${esc(title)}</h1>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    action ? `<p><a href="${esc(action.href)}">${esc(action.label)}</a></p>` : '',
    '<p>Equipe SemMultas</p>',
  ].join('\n');
}

const METHOD = { pix: 'Pix', boleto: 'boleto', card: 'cartão de crédito' };
/** @param {any} d */
const method = (d) => METHOD[/** @type {keyof typeof METHOD} */ (d.method)] ?? 'forma escolhida';
/** @param {Context} c */
const plano = (c) => ({ href: `${c.siteUrl}/plano_premium`, label: 'Ver minha assinatura' });

/** @type {Record<string, (data: any, ctx: Context) => Rendered>} */
export const TEMPLATES = {
  'pagamento-confirmado': (d, c) => ({
    subject: 'Pagamento confirmado — SemMultas Premium',
    html: layout('Pagamento confirmado', [
      `Recebemos seu pagamento de ${esc(formatBRL(d.amount_cents))} por ${esc(method(d))}. Seu plano Premium está ativo.`,
      d.receipt_url ? `<a href="${esc(d.receipt_url)}">Comprovante</a>` : '',
    ].filter(Boolean), plano(c)),
  }),
  'cobranca-gerada': (d, c) => ({
    subject: 'Sua cobrança do SemMultas Premium foi gerada',
    html: layout('Cobrança gerada', [
      `Geramos uma cobrança de ${esc(formatBRL(d.amount_cents))} por ${esc(method(d))}${d.due_date ? `, com vencimento em ${esc(formatDateBR(d.due_date))}` : ''}.`,
    ], d.payment_url ? { href: d.payment_url, label: 'Pagar agora' } : plano(c)),
  }),
  'pagamento-recusado': (d, c) => ({
    subject: 'Pagamento recusado — SemMultas Premium',
    html: layout('Pagamento recusado', [`O pagamento de ${esc(formatBRL(d.amount_cents))} no cartão foi recusado. Tente outro cartão ou outra forma de pagamento.`], plano(c)),
  }),
  'pagamento-vencido': (d, c) => ({
    subject: 'Cobrança vencida — SemMultas Premium',
    html: layout('Cobrança vencida', [`A cobrança de ${esc(formatBRL(d.amount_cents))} venceu sem pagamento. Pague para manter o Premium.`], d.payment_url ? { href: d.payment_url, label: 'Pagar agora' } : plano(c)),
  }),
  'plano-expira-em-3-dias': (d, c) => ({
    subject: 'Seu Premium expira em 3 dias',
    html: layout('Seu Premium expira em 3 dias', [`Seu plano Premium vale até ${esc(formatDateBR(d.plan_expiration))}. Renove para não perder o acesso.`], plano(c)),
  }),
  'plano-expirou': (d, c) => ({
    subject: 'Seu Premium expirou',
    html: layout('Seu Premium expirou', [`Seu plano Premium terminou em ${esc(formatDateBR(d.plan_expiration))}. Seus dados continuam guardados; assine de novo quando quiser.`], plano(c)),
  }),
  'cancelamento-confirmado': (d, c) => ({
    subject: 'Assinatura cancelada — SemMultas Premium',
    html: layout('Assinatura cancelada', [
      'Sua assinatura foi cancelada e não haverá novas cobranças.',
      d.plan_expiration ? `Você continua com acesso Premium até ${esc(formatDateBR(d.plan_expiration))}.` : '',
    ].filter(Boolean), plano(c)),
  }),
  'reembolso-confirmado': (d, c) => ({
    subject: d.desistencia ? 'Desistência confirmada — reembolso a caminho' : 'Reembolso confirmado — SemMultas Premium',
    html: layout(d.desistencia ? 'Desistência confirmada' : 'Reembolso confirmado', [
      `O valor de ${esc(formatBRL(d.amount_cents))} será devolvido pela mesma forma de pagamento (${esc(method(d))}).`,
      d.desistencia ? 'Registramos sua desistência (Código de Defesa do Consumidor, art. 49). A assinatura foi encerrada.' : '',
    ].filter(Boolean), plano(c)),
  }),
  'estorno-recebido': (d, c) => ({
    subject: 'Contestação de pagamento — SemMultas Premium',
    html: layout('Contestação de pagamento', [`Recebemos uma contestação do pagamento de ${esc(formatBRL(d.amount_cents))}. A assinatura foi encerrada.`], plano(c)),
  }),
};

/** @param {string} template @param {any} data @param {Context} ctx */
export function renderEmail(template, data, ctx) {
  const render = Object.hasOwn(TEMPLATES, template) ? TEMPLATES[template] : undefined;
  if (!render) throw new Error(`modelo de e-mail desconhecido: ${template}`);
  const { subject, html } = render(data ?? {}, ctx);
  const text = html
    .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '$2: $1')
    .replace(/<\/(h1|p)>/g, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
    .trim();
  return { subject, html, text };
}
