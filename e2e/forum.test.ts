// Issue 9 in the browser: two premium accounts reply to the same thread and both see both
// replies; search as you type; hostile text shown as text; a failed reply keeps its text;
// the moderation module is published for the admin panel. Issue 13: authors appear by their
// forum names (never e-mails), the list is read a page at a time without replies, and each
// user changes their own forum name. Everything created here is deleted
// at the end with the admin's client.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Page } from 'playwright-core';
import { apiClient } from './lib/api';
import { ACCOUNTS, login, PHONE, screenshot, uniqueEmail, url } from './lib/app';
import { setUpBrowser } from './lib/set-up-browser';

jest.setTimeout(180_000);

const STAMP = `${Date.now()}`;
const THREAD_TEXT = `Integração ${STAMP}: como fica a substituição tributária nas vendas pela internet? Veja https://www.confaz.fazenda.gov.br/legislacao`;
const HOSTILE_TEXT = `Hostil ${STAMP} <img src=x onerror="window.__pwned=1"> javascript:alert(1) <script>window.__pwned=2</script>`;

let admin: SupabaseClient;
const second = { email: uniqueEmail('forum'), password: 'Forum#2026' };
const SECOND_NAME = 'Bruno Teste';
/** The seed's forum name of premium@semmultas.dev. */
const PREMIUM_NAME = 'Marina Premium';

async function signedIn(email: string, password: string): Promise<SupabaseClient> {
  const client = apiClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/** A second premium account: signed up like anyone, made premium by the admin (the only way). */
async function makeSecondPremium() {
  // The shell's sign-up form sends the forum name as options.data.display_name.
  const { data, error } = await apiClient().auth.signUp({ ...second, options: { data: { display_name: SECOND_NAME } } });
  if (error || !data.user) throw error ?? new Error('cadastro sem usuário');
  const expiry = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { data: rows, error: updateError } = await admin
    .from('user_profiles')
    .update({ is_premium: true, plan_expiration: expiry })
    .eq('id', data.user.id)
    .select('id');
  if (updateError) throw updateError;
  expect(rows).toHaveLength(1);
}

async function openForum(page: Page) {
  await page.goto(url('/forum'));
  await page.getByRole('heading', { level: 2, name: 'Fórum' }).waitFor();
  await page.getByRole('list', { name: 'Tópicos do fórum' }).waitFor();
}

function repliesList(page: Page) {
  return page.getByRole('list', { name: /^\d+ respostas?$/ });
}

async function reply(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Sua resposta' }).fill(text);
  await page.getByRole('button', { name: 'Responder' }).click();
  await repliesList(page).getByText(text, { exact: true }).waitFor();
}

async function expectNoSideways(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
}

const { open } = setUpBrowser();

beforeAll(async () => {
  admin = await signedIn(ACCOUNTS.admin.email, ACCOUNTS.admin.password);
  await makeSecondPremium();
});

afterAll(async () => {
  if (!admin) return;
  // Leave the demo forum as it was: delete every thread this run wrote.
  const { data } = await admin.from('forum').select('id').ilike('description', `%${STAMP}%`);
  for (const row of (data ?? []) as Array<{ id: number }>) await admin.rpc('forum_delete_thread', { thread_id: row.id });
  const { data: profile } = await admin.from('user_profiles').select('id').eq('email', second.email).maybeSingle();
  if (profile)
    await admin
      .from('user_profiles')
      .delete()
      .eq('id', (profile as { id: string }).id);
});

describe('forum (issue 9)', () => {
  let threadId = 0;

  it('two accounts reply to the same thread and each sees both replies', async () => {
    const a = await open();
    const b = await open(PHONE);
    const asked: string[] = [];
    a.page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await login(a.page, 'premium');
    await login(b.page, second);

    await openForum(a.page);
    await a.page.getByRole('textbox', { name: 'Novo tópico' }).fill(THREAD_TEXT);
    await a.page.getByRole('button', { name: 'Publicar tópico' }).click();
    const first = a.page.getByRole('list', { name: 'Tópicos do fórum' }).getByRole('link').first();
    await first.getByText(`Integração ${STAMP}`, { exact: false }).waitFor();
    threadId = Number(/\/forum\/(\d+)$/.exec((await first.getAttribute('href')) ?? '')?.[1]);
    expect(threadId).toBeGreaterThan(0);
    const card = a.page.getByRole('list', { name: 'Tópicos do fórum' }).getByRole('article').first();
    await card.getByText(PREMIUM_NAME, { exact: true }).waitFor();
    // The list comes a page at a time from forum_list_threads, never as the whole table.
    expect(asked).toContain('/rest/v1/rpc/forum_list_threads');
    expect(asked.filter((p) => p === '/rest/v1/forum')).toEqual([]);
    await card.getByText('Nenhuma resposta').waitFor();
    await card.getByText(/^\d\d\/\d\d\/\d{4} às \d\d:\d\d$/).waitFor();

    // B finds it by searching as they type, without accents and in capitals.
    await openForum(b.page);
    await b.page.getByRole('textbox', { name: 'Buscar no fórum' }).pressSequentially(`INTEGRACAO ${STAMP} substituicao`);
    await b.page.getByText('1 tópico encontrado', { exact: true }).waitFor();
    const found = b.page.getByRole('list', { name: 'Tópicos do fórum' }).getByRole('link');
    await expect(found.count()).resolves.toBe(1);
    await found.click();
    await b.page.waitForURL(new RegExp(`/forum/${threadId}\\?busca=`));
    await b.page.getByRole('textbox', { name: 'Sua resposta' }).waitFor();
    await screenshot(b.page, 'forum-topico-390');
    await expectNoSideways(b.page);

    // The link in the thread opens in a new tab, safely.
    const link = b.page.getByRole('link', { name: 'https://www.confaz.fazenda.gov.br/legislacao (abre em nova aba)' });
    expect(await link.getAttribute('href')).toBe('https://www.confaz.fazenda.gov.br/legislacao');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    // A opens the thread too, then both reply: B first, A a moment later.
    await a.page.goto(url(`/forum/${threadId}`));
    await a.page.getByText('Nenhuma resposta').waitFor();
    await reply(b.page, `Resposta da conta B ${STAMP}`);
    await reply(a.page, `Resposta da conta A ${STAMP}`);

    // A's reply came back with the whole thread: B's reply is there, in order.
    const aReplies = repliesList(a.page).getByRole('article');
    await expect(aReplies.allTextContents()).resolves.toEqual([
      expect.stringContaining(`Resposta da conta B ${STAMP}`),
      expect.stringContaining(`Resposta da conta A ${STAMP}`),
    ]);
    await repliesList(a.page).getByText(SECOND_NAME, { exact: true }).waitFor();
    // Nobody's e-mail is on the forum's pages (the shell's menu shows only the own address).
    for (const page of [a.page, b.page]) {
      const text = (await page.locator('.sm-forum-page').first().textContent()) ?? '';
      expect(text).not.toContain('@');
    }
    // B sees A's reply when coming back to the tab (or on the next refresh), without reloading.
    await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await repliesList(b.page).getByText(`Resposta da conta A ${STAMP}`, { exact: true }).waitFor();
    await expect(repliesList(b.page).getByRole('article').count()).resolves.toBe(2);
    await screenshot(a.page, 'forum-topico-1280');

    // And in the list, the thread counts both.
    await a.page.getByRole('button', { name: 'Voltar para o fórum' }).click();
    const listed = a.page.getByRole('list', { name: 'Tópicos do fórum' }).getByRole('article').first();
    await listed.getByText('2 respostas').waitFor();
    await screenshot(a.page, 'forum-lista-1280');
    expect([...a.errors, ...b.errors]).toEqual([]);
  });

  it('keeps the text of a reply that failed and sends it on "Tentar novamente"', async () => {
    const { page, errors } = await open(PHONE);
    await login(page, 'premium');
    await page.goto(url(`/forum/${threadId}`));
    await page.getByRole('textbox', { name: 'Sua resposta' }).waitFor();
    await page.route('**/rest/v1/rpc/forum_reply', (route) => route.abort('failed'));
    const text = `Texto longo que não pode se perder ${STAMP}`;
    await page.getByRole('textbox', { name: 'Sua resposta' }).fill(text);
    await page.getByRole('button', { name: 'Responder' }).click();
    await page.getByText('Não foi possível enviar a resposta. Seu texto foi mantido.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Sua resposta' }).inputValue()).toBe(text);
    await screenshot(page, 'forum-resposta-falhou-390');

    await page.unroute('**/rest/v1/rpc/forum_reply');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await repliesList(page).getByText(text, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Sua resposta' }).inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('ignores blank posts and stops text over 5000 characters before sending', async () => {
    const { page } = await open();
    await login(page, 'premium');
    await openForum(page);
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/rpc/forum_create_thread')) sent.push(r.url());
    });
    await page.getByRole('textbox', { name: 'Novo tópico' }).fill('   \n  ');
    await page.getByRole('button', { name: 'Publicar tópico' }).click();
    await page.getByRole('textbox', { name: 'Novo tópico' }).fill(`${STAMP} ${'a'.repeat(5000)}`);
    await page.getByRole('button', { name: 'Publicar tópico' }).click();
    await page.getByText(/^O tópico pode ter no máximo 5\.000 caracteres \(agora tem 5\.0\d\d\)/).waitFor();
    expect(sent).toEqual([]);
  });

  it('grows the message box with its lines, from 3 to 12, then scrolls (CSS field-sizing)', async () => {
    const { page } = await open();
    await login(page, 'premium');
    await openForum(page);
    const box = page.getByRole('textbox', { name: 'Novo tópico' });
    const height = () => box.evaluate((e) => e.getBoundingClientRect().height);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `linha ${i + 1}`).join('\n');
    const three = await height();
    await box.fill(lines(7));
    const seven = await height();
    await box.fill(lines(30));
    const thirty = await height();
    // antd's measures (what its autoSize gave): 22 px lines and 4 px padding above and below;
    // the border is on the box around the field. first-visit.test.ts holds the first paint to it.
    expect(three).toBe(3 * 22 + 8);
    expect(seven).toBeGreaterThan(three + 4 * 20);
    expect(seven).toBeLessThan(thirty);
    expect(thirty).toBe(12 * 22 + 8);
    expect(await box.evaluate((e) => e.scrollHeight > e.clientHeight)).toBe(true);
  });

  it('shows HTML and javascript: typed by a user as plain text', async () => {
    const { page, errors } = await open();
    await login(page, 'premium');
    await openForum(page);
    await page.getByRole('textbox', { name: 'Novo tópico' }).fill(HOSTILE_TEXT);
    await page.getByRole('button', { name: 'Publicar tópico' }).click();
    await page.getByRole('link', { name: HOSTILE_TEXT }).click();
    // The list's card links to the thread with the same text: look only once the thread is open.
    await page.waitForURL(/\/forum\/\d+$/);
    await page.getByRole('heading', { name: /^\d+ respostas?$|^Nenhuma resposta/ }).waitFor();
    const thread = page.getByRole('article').first();
    await thread.getByText(HOSTILE_TEXT, { exact: true }).waitFor();
    expect(await thread.locator('img, script, a').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('each user sees and changes their own forum name, with errors shown in the dialog', async () => {
    const { page, errors } = await open(PHONE);
    await login(page, second);
    await openForum(page);
    await page.getByTestId('forum-display-name').getByText(SECOND_NAME, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Alterar seu nome no fórum' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seu nome no fórum' });
    const box = dialog.getByRole('textbox', { name: 'Nome exibido nos seus tópicos e respostas' });
    await box.fill('B');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByRole('alert').getByText('O nome no fórum deve ter entre 2 e 40 caracteres.').waitFor();
    expect(await box.inputValue()).toBe('B');
    await screenshot(page, 'forum-nome-390');
    await box.fill('Bruno Editado');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('forum-display-name').getByText('Bruno Editado', { exact: true }).waitFor();
    // The reply written earlier now shows the new name.
    await page.goto(url(`/forum/${threadId}`));
    await repliesList(page).getByText('Bruno Editado', { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('looks right on a phone and in dark mode', async () => {
    const { page } = await open(PHONE);
    await login(page, second);
    await openForum(page);
    await expectNoSideways(page);
    await screenshot(page, 'forum-lista-390');
    await page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await page.goto(url(`/forum/${threadId}`));
    await repliesList(page).waitFor();
    await screenshot(page, 'forum-topico-escuro-390');
    const wide = await open();
    await login(wide.page, 'premium');
    await wide.page.goto(url('/forum'));
    await wide.page.getByRole('button', { name: 'Usar modo escuro' }).click();
    await wide.page.getByRole('list', { name: 'Tópicos do fórum' }).waitFor();
    await screenshot(wide.page, 'forum-lista-escuro-1280');
  });

  it('publishes ./Moderation for the admin panel beside ./App', async () => {
    const config = (await (await fetch(url('/config.json'))).json()) as { remotes: { forum: string } };
    const manifest = (await (await fetch(config.remotes.forum)).json()) as { exposes: Array<{ name: string; path: string }> };
    expect(manifest.exposes.map((e) => e.path).sort()).toEqual(['./App', './Moderation']);
  });
});
