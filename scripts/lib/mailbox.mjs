// Local mailbox: captures the auth e-mails of the local API (password recovery, sign-up
// confirmation when enabled, ...) instead of sending them, and shows them on
// http://127.0.0.1:54324/ — the local equivalent of Supabase CLI's Inbucket/Mailpit.
//
// @supabase/lite accepts any object with `send({ to, subject, text, html })` as its e-mail
// driver (docs/auth/email.mdx, "Bring your own provider"); scripts/lib/api-server.mjs passes
// `mailbox.driver`, so nothing is sent over SMTP and no extra dependency is needed.
//
//   GET    /                     HTML page with the last messages (newest first)
//   GET    /api/messages         JSON [{ id, to, subject, text, html, date, links }] newest first
//                                (?to=<address> filters by recipient)
//   GET    /api/messages/:id     one message
//   DELETE /api/messages         forget every message
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { SERVICE_PORTS } from '../../tooling/workspace.cjs';

export const DEFAULT_MAILBOX_PORT = SERVICE_PORTS.mailbox;

const URL_RE = /https?:\/\/[^\s"'<>)\]]+/g;

function decodeEntities(s) {
  return s
    .replace(/&amp;/g, '&')
    .replace(/&#x2F;/gi, '/')
    .replace(/&#47;/g, '/')
    .replace(/&#x3D;/gi, '=')
    .replace(/&#61;/g, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

/** Every distinct http(s) link found in the text and the HTML of a message, in order. */
export function extractLinks(text = '', html = '') {
  const found = [];
  for (const source of [text ?? '', decodeEntities(html ?? '')]) {
    for (const m of source.matchAll(URL_RE)) {
      const link = m[0].replace(/[.,;]+$/, '');
      if (!found.includes(link)) found.push(link);
    }
  }
  return found;
}

/**
 * In-memory message store with an e-mail driver for @supabase/lite.
 * @param {{ max?: number, file?: string, onMessage?: (m: object) => void }} [options]
 *   file: optional JSON file that keeps the last messages across restarts.
 */
export function createMailbox({ max = 50, file, onMessage } = {}) {
  /** @type {Array<{id:string,to:string,subject:string,text:string|null,html:string|null,date:string,links:string[]}>} */
  let messages = [];
  if (file) {
    try {
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      if (Array.isArray(saved)) messages = saved.slice(0, max);
    } catch {
      /* no saved messages yet */
    }
  }
  const persist = () => {
    if (!file) return;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(messages, null, 2));
    } catch {
      /* the mailbox is a convenience: never fail an auth request over it */
    }
  };

  const add = ({ to, subject, text, html }) => {
    const message = {
      id: randomUUID(),
      to: String(to ?? ''),
      subject: String(subject ?? ''),
      text: text ?? null,
      html: html ?? null,
      date: new Date().toISOString(),
      links: extractLinks(text ?? '', html ?? ''),
    };
    messages.unshift(message);
    if (messages.length > max) messages.length = max;
    persist();
    onMessage?.(message);
    return message;
  };

  return {
    /** E-mail driver for @supabase/lite (`options.drivers.email`). */
    driver: {
      async send(email) {
        add(email);
      },
    },
    add,
    list: (to) => (to ? messages.filter((m) => m.to.toLowerCase() === String(to).toLowerCase()) : [...messages]),
    get: (id) => messages.find((m) => m.id === id),
    clear: () => {
      messages = [];
      persist();
    },
  };
}

const escapeHtml = (s) =>
  String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function renderPage(messages) {
  const items = messages.length
    ? messages
        .map(
          (m) => `
      <article>
        <header>
          <strong>${escapeHtml(m.subject)}</strong>
          <span>para ${escapeHtml(m.to)} · ${escapeHtml(new Date(m.date).toLocaleString('pt-BR'))}</span>
        </header>
        ${m.links.length ? `<ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}" target="_blank" rel="noopener noreferrer">${escapeHtml(l)}</a></li>`).join('')}</ul>` : ''}
        ${m.html ? `<iframe sandbox title="Mensagem" srcdoc="${escapeHtml(m.html)}"></iframe>` : ''}
        ${m.text ? `<details><summary>Texto</summary><pre>${escapeHtml(m.text)}</pre></details>` : ''}
      </article>`,
        )
        .join('\n')
    : '<p class="empty">Nenhuma mensagem ainda. Peça "Esqueceu a senha?" no login e ela aparece aqui.</p>';
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>SemMultas · caixa de e-mails local</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 960px; padding: 24px; color: #1f2937; }
  h1 { font-size: 1.4rem; } p.hint { color: #6b7280; }
  article { border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px; margin: 16px 0; }
  header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: baseline; }
  header span { color: #6b7280; font-size: .9rem; }
  iframe { width: 100%; height: 360px; border: 1px solid #e5e7eb; border-radius: 4px; margin-top: 8px; }
  pre { white-space: pre-wrap; word-break: break-all; background: #f9fafb; padding: 8px; }
  a { word-break: break-all; } .empty { color: #6b7280; }
</style>
</head>
<body>
<h1>Caixa de e-mails local (SemMultas)</h1>
<p class="hint">E-mails de autenticação da API local (http://127.0.0.1:54321) ficam aqui em vez de serem enviados.
Últimas ${messages.length} mensagens, da mais recente para a mais antiga. JSON em <a href="/api/messages">/api/messages</a>.</p>
${items}
</body>
</html>`;
}

/**
 * Starts the mailbox web page / JSON API.
 * @param {{ port?: number, host?: string, mailbox?: ReturnType<typeof createMailbox>, max?: number, file?: string }} [options]
 * @returns {Promise<{ url: string, mailbox: ReturnType<typeof createMailbox>, driver: object, stop: () => Promise<void> }>}
 */
export async function startMailbox({ port = DEFAULT_MAILBOX_PORT, host = '127.0.0.1', mailbox, max, file } = {}) {
  const box = mailbox ?? createMailbox({ max, file });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const send = (status, body, type = 'application/json; charset=utf-8') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (url.pathname === '/api/messages' && req.method === 'GET') return send(200, box.list(url.searchParams.get('to')));
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      box.clear();
      return send(200, []);
    }
    const one = url.pathname.match(/^\/api\/messages\/([\w-]+)$/);
    if (one && req.method === 'GET') {
      const m = box.get(one[1]);
      return m ? send(200, m) : send(404, { error: 'not found' });
    }
    if (url.pathname === '/' && req.method === 'GET') return send(200, renderPage(box.list()), 'text/html; charset=utf-8');
    return send(404, { error: 'not found' });
  });
  await new Promise((resolve, reject) => {
    server.once('error', (err) => {
      if (err.code === 'EADDRINUSE') {
        reject(new Error(`Mailbox port ${port} is already in use (another SemMultas API running?).`));
      } else reject(err);
    });
    server.listen(port, host, resolve);
  });
  return {
    url: `http://${host}:${port}`,
    mailbox: box,
    driver: box.driver,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
