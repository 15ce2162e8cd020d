// Every e-mail the system sends, by template name (the `template` column of
// private.email_outbox). Portuguese, one short message each. To add e-mails: add entries here and queue them from SQL with
// private.outbox_enqueue(dedupe_key, to, template, data) — README "Tarefas diárias e e-mails".
import { formatBRL } from '../money.js';
import { formatDateBR, todayInSaoPaulo } from '../dates.js';
import { AVISO_SEM_PAGAMENTO } from '../agenda/engine/links-oficiais.js';

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
// Every link goes to the app, never to a payment page or a Pix code: an e-mail that asks for
// money is what phishing looks like, so ours never does (the user pays inside the app).
/** @param {Context} c */
const plano = (c) => ({ href: `${c.siteUrl}/plano_premium`, label: 'Abrir Minha assinatura' });
const NO_LINKS = 'Por segurança, não enviamos links de pagamento nem códigos Pix por e-mail: pague sempre dentro do SemMultas.';
/** @param {any} d */
const amount = (d) => esc(formatBRL(Number(d.amount_cents ?? 1499)));

/** @param {number} dias */
const quando = (dias) => (dias === 0 ? 'vence hoje' : dias === 1 ? 'vence amanhã' : `vence em ${dias} dias`);

/**
 * The tax calendar's reminder (issue 19): what is due, per company, with the official page where
 * it is paid or filed — never a slip, a Pix code or a link to pay — and how to stop.
 * @param {{ hoje: string, empresas: { nome: string, cnpj: string | null, itens: import('../agenda/engine/lembretes.js').ItemLembrete[] }[] }} d
 * @param {Context} c
 */
function agendaLembrete(d, c) {
  const empresas = d.empresas ?? [];
  const itens = empresas.flatMap((e) => e.itens);
  const primeiro = itens.reduce((min, i) => (i.diasAte < min.diasAte ? i : min), itens[0]);
  const n = itens.length;
  const subject =
    primeiro?.diasAte === 0
      ? `Vence hoje: ${n === 1 ? primeiro.nome : `${n} obrigações na sua agenda`}`
      : `Agenda tributária: ${n === 1 ? '1 vencimento' : `${n} vencimentos`} nos próximos dias`;
  const agenda = `${c.siteUrl}/agenda-tributaria`;
  const html = [
    '<h1>Lembrete da Agenda tributária</h1>',
    `<p>Estes são os vencimentos das suas empresas que ainda não foram marcados como pagos ou entregues (lembrete de ${esc(formatDateBR(d.hoje))}).</p>`,
    ...empresas.map((e) =>
      [
        `<h2>${esc(e.nome)}${e.cnpj ? ` (CNPJ ${esc(e.cnpj)})` : ''}</h2>`,
        '<ul>',
        ...e.itens.map(
          (i) =>
            `<li><strong>${esc(i.nome)}</strong>, competência ${esc(i.competenciaTexto)}: ${esc(quando(i.diasAte))}, ${esc(i.dataTexto)}. ` +
            `Por que esta data: ${esc(i.explicacao)}. Base legal: ${esc(i.fundamento)}. ` +
            `Onde fazer: <a href="${esc(i.pagina.url)}">${esc(i.pagina.nome)}</a></li>`,
        ),
        '</ul>',
      ].join('\n'),
    ),
    `<p>${esc(AVISO_SEM_PAGAMENTO)}</p>`,
    `<p><a href="${esc(agenda)}">Abrir a Agenda tributária</a></p>`,
    `<p>Já pagou ou entregou? Marque na agenda e o item sai dos próximos lembretes. Para parar de receber estes e-mails, desmarque os dias em <a href="${esc(`${agenda}/lembretes`)}">Lembretes e calendário</a>.</p>`,
    '<p>Equipe SemMultas</p>',
  ].join('\n');
  return { subject, html };
}

/** @type {Record<string, (data: any, ctx: Context) => Rendered>} */
export const TEMPLATES = {
  'agenda-lembrete': agendaLembrete,
  'pagamento-confirmado': (d, c) => ({
    subject: 'Pagamento confirmado — SemMultas Premium',
    html: layout(
      'Pagamento confirmado',
      [
        `Recebemos seu pagamento de ${amount(d)} por ${esc(method(d))}. Seu plano Premium está ativo.`,
        'O comprovante e a nota fiscal ficam em Minha assinatura, no próprio SemMultas.',
      ],
      plano(c),
    ),
  }),
  // The nota fiscal usually comes after the payment (the city hall authorizes it): its own
  // e-mail, sent once per nota. Like the others it links to the app, where the nota is.
  'nota-fiscal-emitida': (d, c) => ({
    subject: 'Nota fiscal emitida — SemMultas Premium',
    html: layout(
      'Nota fiscal emitida',
      [
        `A nota fiscal de serviço${d.nfse_number ? ` nº ${esc(d.nfse_number)}` : ''} do seu pagamento de ${amount(d)}${
          d.paid_at ? ` de ${esc(formatDateBR(todayInSaoPaulo(new Date(d.paid_at))))}` : ''
        } foi emitida.`,
        'Você a encontra em Minha assinatura, no histórico de pagamentos, ao lado do comprovante.',
      ],
      plano(c),
    ),
  }),
  'cobranca-gerada': (d, c) => ({
    subject: 'Sua cobrança do SemMultas Premium foi gerada',
    html: layout(
      'Cobrança gerada',
      [
        `Geramos a cobrança de ${amount(d)} da sua assinatura, por ${esc(method(d))}${d.due_date ? `, com vencimento em ${esc(formatDateBR(d.due_date))}` : ''}.`,
        `Para pagar, entre no SemMultas e abra Minha assinatura. ${NO_LINKS}`,
      ],
      plano(c),
    ),
  }),
  'pagamento-recusado': (d, c) => ({
    subject: 'Pagamento recusado — SemMultas Premium',
    html: layout(
      'Pagamento recusado',
      [
        `O pagamento de ${amount(d)} por ${esc(method(d))} foi recusado.`,
        `Para manter o Premium, entre no SemMultas e, em Minha assinatura, escolha outro cartão ou outra forma de pagamento. ${NO_LINKS}`,
      ],
      plano(c),
    ),
  }),
  'pagamento-vencido': (d, c) => ({
    subject: 'Cobrança vencida — SemMultas Premium',
    html: layout(
      'Cobrança vencida',
      [
        `A cobrança de ${amount(d)}${d.due_date ? ` com vencimento em ${esc(formatDateBR(d.due_date))}` : ''} não foi paga.`,
        `Para manter o Premium, entre no SemMultas e pague em Minha assinatura. ${NO_LINKS}`,
      ],
      plano(c),
    ),
  }),
  'plano-expira-em-3-dias': (d, c) => ({
    subject: 'Seu Premium expira em 3 dias',
    html: layout(
      'Seu Premium expira em 3 dias',
      [`Seu plano Premium vale até ${esc(formatDateBR(d.plan_expiration))}. Para não perder o acesso, renove em Minha assinatura.`],
      plano(c),
    ),
  }),
  'plano-expirou': (d, c) => ({
    subject: 'Seu Premium expirou',
    html: layout(
      'Seu Premium expirou',
      [
        `Seu plano Premium valeu até ${esc(formatDateBR(d.plan_expiration))}. Seus dados continuam guardados; assine de novo quando quiser.`,
      ],
      plano(c),
    ),
  }),
  'cancelamento-confirmado': (d, c) => ({
    subject: 'Assinatura cancelada — SemMultas Premium',
    html: layout(
      'Assinatura cancelada',
      [
        'Sua assinatura foi cancelada e não haverá novas cobranças.',
        d.plan_expiration ? `Você continua com acesso Premium até ${esc(formatDateBR(d.plan_expiration))}.` : '',
      ].filter(Boolean),
      plano(c),
    ),
  }),
  // A withdrawal (desistencia) is confirmed the moment it is asked, as the law requires; the
  // refund itself is the provider's, so the text says it was requested, not that it is done.
  // Without desistencia: the provider reports a refund requested elsewhere (its dashboard).
  'reembolso-confirmado': (d, c) => ({
    subject: d.desistencia ? 'Desistência confirmada — reembolso a caminho' : 'Reembolso solicitado — SemMultas Premium',
    html: layout(
      d.desistencia ? 'Desistência confirmada' : 'Reembolso solicitado',
      [
        d.desistencia
          ? 'Registramos sua desistência da assinatura (Código de Defesa do Consumidor, art. 49, e Decreto 7.962/2013, art. 5º). A assinatura foi encerrada e não haverá novas cobranças.'
          : '',
        d.desistencia
          ? `Pedimos o reembolso de ${amount(d)} ao provedor de pagamento; o valor volta pela mesma forma de pagamento (${esc(method(d))}).`
          : `O reembolso de ${amount(d)} foi solicitado ao provedor de pagamento e volta pela mesma forma de pagamento (${esc(method(d))}).`,
        d.method === 'card' ? 'No cartão de crédito, o estorno aparece na fatura conforme o prazo da operadora.' : '',
        'Avisaremos por e-mail quando o reembolso for concluído; você também pode acompanhá-lo em Minha assinatura.',
      ].filter(Boolean),
      plano(c),
    ),
  }),
  // The provider reports the payment refunded: the money is on its way back (own dedupe key
  // 'refunded:…', so it follows the withdrawal's confirmation instead of being dropped).
  'reembolso-concluido': (d, c) => ({
    subject: 'Reembolso concluído — SemMultas Premium',
    html: layout(
      'Reembolso concluído',
      [
        `O provedor de pagamento concluiu o reembolso de ${amount(d)}${d.desistencia ? ' da sua desistência da assinatura' : ''}. O valor volta pela mesma forma de pagamento (${esc(method(d))}).`,
        d.method === 'card' ? 'No cartão de crédito, o estorno aparece na fatura conforme o prazo da operadora.' : '',
        'O pagamento aparece como “Reembolsado” em Minha assinatura.',
      ].filter(Boolean),
      plano(c),
    ),
  }),
  'estorno-recebido': (d, c) => ({
    subject: 'Contestação de pagamento — SemMultas Premium',
    html: layout(
      'Contestação de pagamento',
      [
        `Recebemos uma contestação do pagamento de ${amount(d)} junto ao seu banco ou à operadora do cartão. A assinatura foi encerrada.`,
        'Se você não reconhece essa contestação, fale com o nosso suporte.',
      ],
      plano(c),
    ),
  }),
};

/** @param {string} template @param {any} data @param {Context} ctx */
export function renderEmail(template, data, ctx) {
  const render = Object.hasOwn(TEMPLATES, template) ? TEMPLATES[template] : undefined;
  if (!render) throw new Error(`modelo de e-mail desconhecido: ${template}`);
  const { subject, html } = render(data ?? {}, ctx);
  const text = html
    .replace(/<a href="([^"]*)">([^<]*)<\/a>/g, '$2: $1')
    .replace(/<\/(h1|h2|p|ul)>/g, '\n\n')
    .replace(/<\/li>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n\s*\n\s*\n+/g, '\n\n')
    .trim();
  return { subject, html, text };
}
