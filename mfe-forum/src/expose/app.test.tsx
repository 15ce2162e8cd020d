// The forum mounted the way the shell mounts it, against an in-memory forum that behaves like
// the database's table and RPCs.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeForum, thread, type FakeRow } from '../testing/fake-forum';
import { USERS, here, renderForum } from '../testing/render-forum';
import type { BootState } from '@semmultas/shared/first-read';
import { warm } from './app';

const HOSTILE =
  '<img src=x onerror="window.__pwned=1"> veja javascript:alert(1) e https://www.sefaz.sp.gov.br/icms <script>window.__pwned=2</script>';

const seed = (): FakeRow[] => [
  thread(
    1,
    'Boas-vindas ao fórum! Dúvidas sobre ICMS aqui.',
    '2026-10-22T22:07:37.956Z',
    [{ response: 'Sugiro um tópico sobre a EFD.', user_id: 'u-premium', date: '2026-10-23T10:00:00.000Z' }],
    'u-admin',
  ),
  thread(
    2,
    'Preciso recolher o DIFAL a cada venda por GNRE?',
    '2026-11-11T22:07:37.956Z',
    [
      { response: 'Primeira resposta: a Substituição Tributária resolve.', date: '2026-11-12T12:00:00.000Z', user_id: 'Ana Souza' },
      { response: 'Segunda resposta', date: '2026-11-13T12:00:00.000Z', user_id: 'Bruno Lima' },
    ],
    'u-premium',
  ),
  thread(3, HOSTILE, '2026-11-01T12:00:00.000Z'),
];

function many(n: number): FakeRow[] {
  // Thread i is i minutes after the first: the highest id is the newest.
  return Array.from({ length: n }, (_, i) =>
    thread(
      i + 1,
      `Tópico número ${i + 1}${i === 4 ? ' sobre Antecipação' : ''}`,
      new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      i === 2 ? [{ response: 'Resposta com a palavra guia-fantasma' }] : [],
    ),
  );
}

// Plain selectors for the many cards: role queries over a long antd list are slow in jsdom.
const list = () => document.querySelector<HTMLElement>('ul[aria-label="Tópicos do fórum"]')!;
const cards = () => Array.from(list().querySelectorAll<HTMLElement>(':scope > li > article'));
const cardTexts = () => Array.from(list().querySelectorAll('a')).map((a) => a.textContent);

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('/forum list', () => {
  it('shows threads newest first with author, pt-BR date and reply count', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    expect(screen.getByRole('heading', { level: 2, name: 'Fórum' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    expect(db.calls.filter((c) => c.startsWith('list'))).toEqual(['list 0-19']);
    expect(cardTexts()).toEqual([
      'Preciso recolher o DIFAL a cada venda por GNRE?',
      expect.stringContaining('<img src=x'),
      'Boas-vindas ao fórum! Dúvidas sobre ICMS aqui.',
    ]);
    const [first, , last] = cards();
    expect(within(first!).getByText('Marina Premium')).toBeInTheDocument();
    expect(first).toHaveAccessibleName('Tópico de Marina Premium');
    expect(list().textContent).not.toMatch(/@/);
    expect(within(first!).getByText('2 respostas')).toBeInTheDocument();
    expect(within(last!).getByText('1 resposta')).toBeInTheDocument();
    // 22:07 UTC is 19:07 in São Paulo (the test runs in the zone Jest was started with).
    const time = within(last!).getByText(/^22\/10\/2026 às \d\d:07$/);
    expect(time).toHaveAttribute('datetime', '2026-10-22T22:07:37.956Z');
    expect(screen.getByText('Mostrando 3 de 3 tópicos')).toBeInTheDocument();
    expect(within(list()).getAllByRole('link')[0]).toHaveAttribute('href', '/forum/2');
    // Not the admin: no moderation.
    expect(screen.queryByRole('button', { name: /Excluir/ })).toBeNull();
  });

  it("shows users' HTML as text in the list, never as elements", async () => {
    renderForum(fakeForum(seed()).client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    expect(list().querySelector('img, script')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('loads 20 threads first and 20 more with "Carregar mais", counting them all', async () => {
    const db = fakeForum(many(45));
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    expect(cards()).toHaveLength(20);
    expect(cardTexts()[0]).toBe('Tópico número 45');
    expect(screen.getByText('Mostrando 20 de 45 tópicos')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Carregar mais'));
    await waitFor(() => expect(cards()).toHaveLength(40));
    await userEvent.click(await screen.findByText('Carregar mais'));
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(cardTexts()[44]).toBe('Tópico número 1');
    expect(screen.queryByText('Carregar mais')).toBeNull();
    expect(db.calls.filter((c) => c.startsWith('list'))).toEqual(['list 0-19', 'list 20-39', 'list 40-59']);
  });

  it('searches threads and replies in the database as you type, ignoring accents and case', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    const box = screen.getByRole('textbox', { name: 'Buscar no fórum' });
    await userEvent.type(box, 'duvidas');
    await waitFor(() => expect(cardTexts()).toEqual(['Boas-vindas ao fórum! Dúvidas sobre ICMS aqui.']));
    expect(here.current).toBe('/forum?busca=duvidas');
    // The database is asked for the words as typed (after a pause in the typing).
    await waitFor(() => expect(db.calls.at(-1)).toBe('list "duvidas" 0-19'));
    await userEvent.clear(box);
    await userEvent.type(box, 'SUBSTITUICAO tributaria');
    await waitFor(() => expect(cardTexts()).toEqual(['Preciso recolher o DIFAL a cada venda por GNRE?']));
    // Found in a reply: the card says which.
    expect(within(cards()[0]!).getByText(/Na resposta de Ana Souza/)).toBeInTheDocument();
    await userEvent.clear(box);
    await userEvent.type(box, 'nada disso');
    expect(await screen.findByText('Nenhum tópico ou resposta com “nada disso”.')).toBeInTheDocument();
  });

  it('searches every thread in the database, not only the loaded page, one page of matches at a time', async () => {
    const db = fakeForum(many(250));
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar no fórum' }), 'antecipacao');
    await waitFor(() => expect(cardTexts()).toEqual(['Tópico número 5 sobre Antecipação']));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Buscar no fórum' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar no fórum' }), 'guia fantasma');
    await waitFor(() => expect(cardTexts()).toEqual(['Tópico número 3']));
    expect(screen.getByText('1 tópico encontrado')).toBeInTheDocument();
    await waitFor(() => expect(db.calls.at(-1)).toBe('list "guia fantasma" 0-19'));
    // Never the whole forum: one page per search.
    expect(db.calls.filter((c) => c.startsWith('list')).every((c) => / 0-19$/.test(c))).toBe(true);
  });

  it('posts a thread through forum_create_thread and shows it first; blank text is ignored', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    const box = screen.getByRole('textbox', { name: 'Novo tópico' });
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([]);

    await userEvent.clear(box);
    await userEvent.type(box, '  Qual o prazo da DeSTDA?  ');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    await waitFor(() => expect(cardTexts()[0]).toBe('Qual o prazo da DeSTDA?'));
    expect(db.calls).toContain('rpc forum_create_thread {"description":"Qual o prazo da DeSTDA?"}');
    expect(box).toHaveValue('');
    expect(screen.getByText('Mostrando 4 de 4 tópicos')).toBeInTheDocument();
    expect(within(cards()[0]!).getByText('Nenhuma resposta')).toBeInTheDocument();
  });

  it('stops text over 5000 characters with a clear message, before sending', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    const box = screen.getByRole('textbox', { name: 'Novo tópico' });
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(5003));
    await userEvent.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    expect(screen.getByRole('alert')).toHaveTextContent('O tópico pode ter no máximo 5.000 caracteres (agora tem 5.003).');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('x'.repeat(5003));
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([]);
  });

  it('keeps the text of a failed post, says so, and tries again', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    db.failing.set('forum_create_thread', { message: 'TypeError: Failed to fetch' });
    const box = screen.getByRole('textbox', { name: 'Novo tópico' });
    await userEvent.type(box, 'Texto que não pode se perder');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    expect(await screen.findByText('Não foi possível publicar o tópico. Seu texto foi mantido.')).toBeInTheDocument();
    expect(box).toHaveValue('Texto que não pode se perder');
    expect(errorSpy).toHaveBeenCalledWith('[SemMultas] publicar tópico no fórum', { message: 'TypeError: Failed to fetch' });

    db.failing.delete('forum_create_thread');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(cardTexts()[0]).toBe('Texto que não pode se perder'));
    expect(box).toHaveValue('');
    expect(screen.queryByText(/Não foi possível publicar/)).toBeNull();
  });

  it("shows the database's own reason when it refuses a post", async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    db.failing.set('forum_create_thread', { code: '42501', message: 'O fórum é exclusivo para assinantes com plano Premium ativo.' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Novo tópico' }), 'Oi');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar tópico' }));
    expect(await screen.findByText('O fórum é exclusivo para assinantes com plano Premium ativo.')).toBeInTheDocument();
  });

  it("says 'Erro ao carregar dados' and retries", async () => {
    const db = fakeForum(seed());
    db.failing.set('forum_list_threads', { message: 'Failed to fetch' });
    renderForum(db.client);
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalledWith('[SemMultas] carregar tópicos do fórum', { message: 'Failed to fetch' });
    db.failing.delete('forum_list_threads');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Tópicos do fórum' })).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderForum(fakeForum([]).client);
    expect(await screen.findByText('Nenhum tópico ainda. Comece a conversa com a primeira pergunta!')).toBeInTheDocument();
  });

  it('explains to an account without a plan why the forum is empty', async () => {
    renderForum(fakeForum([]).client, { user: USERS.free });
    expect(await screen.findByRole('heading', { name: 'Conteúdo exclusivo do plano Premium' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fórum' })).toBeInTheDocument();
  });
});

describe('/forum/{id}', () => {
  it('opens a thread from the list and shows its replies in the order they were written', async () => {
    renderForum(fakeForum(seed()).client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await userEvent.click(screen.getByRole('link', { name: 'Preciso recolher o DIFAL a cada venda por GNRE?' }));
    expect(here.current).toBe('/forum/2');
    const replies = await screen.findByRole('list', { name: '2 respostas' });
    expect(
      within(replies)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Resposta de Ana Souza', 'Resposta de Bruno Lima']);
    expect(
      within(replies)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Primeira resposta: a Substituição Tributária resolve.', 'Segunda resposta']);
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o fórum' }));
    expect(here.current).toBe('/forum');
  });

  it('keeps the search in the address while a thread is open, and goes back to it', async () => {
    renderForum(fakeForum(seed()).client, { path: '/forum?busca=difal' });
    await waitFor(() => expect(cardTexts()).toEqual(['Preciso recolher o DIFAL a cada venda por GNRE?']));
    await userEvent.click(within(list()).getByRole('link'));
    expect(here.current).toBe('/forum/2?busca=difal');
    await userEvent.click(await screen.findByRole('button', { name: 'Voltar para o fórum' }));
    expect(here.current).toBe('/forum?busca=difal');
    expect(screen.getByRole('textbox', { name: 'Buscar no fórum' })).toHaveValue('difal');
  });

  it('shows hostile text as text: no element from it, javascript: not a link, http(s) opens safely', async () => {
    renderForum(fakeForum(seed()).client, { path: '/forum/3' });
    const thread = await screen.findByRole('article', { name: /Autor 3/ });
    const text = within(thread).getByText(/<img src=x onerror=/);
    expect(text.textContent).toBe(
      `${HOSTILE.replace('https://www.sefaz.sp.gov.br/icms', 'https://www.sefaz.sp.gov.br/icms (abre em nova aba)')}`,
    );
    expect(thread.querySelector('img, script')).toBeNull();
    for (const el of Array.from(thread.querySelectorAll('*')))
      for (const a of Array.from(el.attributes)) expect(a.name).not.toMatch(/^on/i);
    const links = within(thread).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://www.sefaz.sp.gov.br/icms');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[0]).toHaveAccessibleName('https://www.sefaz.sp.gov.br/icms (abre em nova aba)');
    expect(thread.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it('replies through forum_reply only, showing the thread the server returns (others’ replies included)', async () => {
    const db = fakeForum(seed());
    renderForum(db.client, { path: '/forum/1' });
    await screen.findByRole('list', { name: '1 resposta' });
    // Someone else replies meanwhile; the server keeps both.
    db.rows
      .find((t) => t.id === 1)!
      .responses.push({ id: 'outro', user_id: 'Outra Pessoa', response: 'Resposta de outra pessoa', date: new Date().toISOString() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Sua resposta' }), '  Minha resposta  ');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    const replies = await screen.findByRole('list', { name: '3 respostas' });
    expect(
      within(replies)
        .getAllByRole('paragraph')
        .map((p) => p.textContent),
    ).toEqual(['Sugiro um tópico sobre a EFD.', 'Resposta de outra pessoa', 'Minha resposta']);
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual(['rpc forum_reply {"thread_id":1,"response":"Minha resposta"}']);
    expect(screen.getByRole('textbox', { name: 'Sua resposta' })).toHaveValue('');
  });

  it('ignores a blank reply and keeps the text of a failed one', async () => {
    const db = fakeForum(seed());
    renderForum(db.client, { path: '/forum/1' });
    await screen.findByRole('list', { name: '1 resposta' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Sua resposta' }), '  \n ');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([]);

    db.failing.set('forum_reply', { message: 'Failed to fetch' });
    const box = screen.getByRole('textbox', { name: 'Sua resposta' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Não perca isto');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Não foi possível enviar a resposta. Seu texto foi mantido.')).toBeInTheDocument();
    expect(box).toHaveValue('Não perca isto');
    db.failing.delete('forum_reply');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: '2 respostas' })).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('updates the reply count in the list after replying', async () => {
    renderForum(fakeForum(seed()).client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await userEvent.click(screen.getByRole('link', { name: /Boas-vindas/ }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Sua resposta' }), 'Mais uma');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    await screen.findByRole('list', { name: '2 respostas' });
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o fórum' }));
    expect(within(cards()[2]!).getByText('2 respostas')).toBeInTheDocument();
  });

  it('says so for a thread that does not exist, and does not ask for an address that is not an id', async () => {
    const db = fakeForum(seed());
    const view = renderForum(db.client, { path: '/forum/999' });
    expect(await screen.findByRole('heading', { name: 'Tópico não encontrado' })).toBeInTheDocument();
    view.unmount();
    db.calls.length = 0;
    renderForum(db.client, { path: '/forum/abc' });
    expect(await screen.findByRole('heading', { name: 'Tópico não encontrado' })).toBeInTheDocument();
    expect(db.calls.filter((c) => c.startsWith('thread'))).toEqual([]);
  });

  it('shows new replies by others without a reload when the tab comes back into view', async () => {
    const db = fakeForum(seed());
    renderForum(db.client, { path: '/forum/1' });
    await screen.findByRole('list', { name: '1 resposta' });
    db.rows
      .find((t) => t.id === 1)!
      .responses.push({ id: 'x', user_id: 'Outra Pessoa', response: 'Chegou agora', date: new Date().toISOString() });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByText('Chegou agora')).toBeInTheDocument();
  });
});

describe('moderation in the forum (admin)', () => {
  it('deletes a thread after Modal.confirm, through forum_delete_thread', async () => {
    const db = fakeForum(seed(), { id: 'u-admin', admin: true });
    renderForum(db.client, { user: USERS.admin });
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    // The admin's tools are their own chunk (issue 14): the buttons come with it.
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir tópico de Marina Premium' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Tem certeza de que deseja excluir este tópico?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir tópico de Marina Premium' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual(['rpc forum_delete_thread {"thread_id":2}']);
    expect(screen.getByText('Mostrando 2 de 2 tópicos')).toBeInTheDocument();
  });

  it('deletes a reply, and offers to try again when the deletion fails', async () => {
    const db = fakeForum(seed(), { id: 'u-admin', admin: true });
    renderForum(db.client, { user: USERS.admin, path: '/forum/2' });
    await screen.findByRole('list', { name: '2 respostas' });
    db.failing.set('forum_delete_reply', { message: 'Failed to fetch' });
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir resposta de Bruno Lima' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Tem certeza de que deseja excluir esta resposta?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao excluir a resposta')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '2 respostas' })).toBeInTheDocument();

    db.failing.delete('forum_delete_reply');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    const replies = await screen.findByRole('list', { name: '1 resposta' });
    expect(within(replies).getByText('Primeira resposta: a Substituição Tributária resolve.')).toBeInTheDocument();
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([
      'rpc forum_delete_reply {"thread_id":2,"reply_id":"r-2-1"}',
      'rpc forum_delete_reply {"thread_id":2,"reply_id":"r-2-1"}',
    ]);
  });

  it('deletes the open thread and returns to the list', async () => {
    const db = fakeForum(seed(), { id: 'u-admin', admin: true });
    renderForum(db.client, { user: USERS.admin });
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await userEvent.click(screen.getByRole('link', { name: /Boas-vindas/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Excluir tópico' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(here.current).toBe('/forum'));
    await waitFor(() => expect(cardTexts()).not.toContain('Boas-vindas ao fórum! Dúvidas sobre ICMS aqui.'));
    expect(cards()).toHaveLength(2);
  });
});

describe('forum name (LGPD: names, never e-mails)', () => {
  it('shows the own forum name and changes it in a dialog that validates inline and keeps the text', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await waitFor(() => expect(screen.getByTestId('forum-display-name')).toHaveTextContent('Marina Premium'));
    await userEvent.click(screen.getByRole('button', { name: 'Alterar seu nome no fórum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seu nome no fórum' });
    const box = within(dialog).getByRole('textbox', { name: 'Nome exibido nos seus tópicos e respostas' });
    expect(box).toHaveValue('Marina Premium');
    await userEvent.clear(box);
    await userEvent.type(box, 'M');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('O nome no fórum deve ter entre 2 e 40 caracteres.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveValue('M');
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([]);

    // The database's refusal is shown the same way, keeping the text.
    db.failing.set('set_display_name', { code: '22023', message: 'O nome no fórum não pode ter caracteres invisíveis.' });
    await userEvent.type(box, 'arina S.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O nome no fórum não pode ter caracteres invisíveis.');
    expect(box).toHaveValue('Marina S.');

    db.failing.delete('set_display_name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.getByTestId('forum-display-name')).toHaveTextContent('Marina S.'));
    expect(db.calls).toContain('rpc set_display_name {"name":"Marina S."}');
    // The list is read again: the own thread shows the new name.
    await waitFor(() => expect(within(cards()[0]!).getByText('Marina S.')).toBeInTheDocument());
  });

  it('refuses a name of invisible characters before sending', async () => {
    const db = fakeForum(seed());
    renderForum(db.client);
    await userEvent.click(await screen.findByRole('button', { name: 'Alterar seu nome no fórum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Seu nome no fórum' });
    const box = within(dialog).getByRole('textbox');
    await userEvent.clear(box);
    await userEvent.type(box, '\u200b\u00a0\u200b');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('O nome no fórum não pode ficar em branco.');
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual([]);
  });
});

describe('long and full threads', () => {
  const replies = (n: number) => Array.from({ length: n }, (_, i) => ({ response: `Resposta ${i + 1}`, user_id: 'Ana Souza' }));

  it('opens a thread with its first 50 replies and loads the rest on demand', async () => {
    const db = fakeForum([thread(1, 'Tópico longo', '2026-01-01T00:00:00.000Z', replies(120))]);
    renderForum(db.client, { path: '/forum/1' });
    const list = await screen.findByRole('list', { name: '120 respostas' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais respostas (70 restantes)' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Carregar mais respostas (20 restantes)' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(120));
    expect(screen.queryByRole('button', { name: /Carregar mais respostas/ })).toBeNull();
    expect(db.calls.filter((c) => c.startsWith('thread'))).toEqual(['thread 1 0+50', 'thread 1 50+50', 'thread 1 100+50']);
  });

  it('a full thread stays readable, says why it takes no more replies, and is marked in the list', async () => {
    const db = fakeForum([thread(1, 'Tópico cheio', '2026-01-01T00:00:00.000Z', replies(2000))]);
    renderForum(db.client);
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    expect(within(cards()[0]!).getByText('Limite de respostas atingido')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Tópico cheio' }));
    expect(await screen.findByText('Este tópico atingiu o limite de 2.000 respostas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sua resposta' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir novo tópico' }));
    expect(here.current).toBe('/forum');
  });

  it('a thread that fills up while the reply is written says so', async () => {
    const db = fakeForum([thread(1, 'Quase cheio', '2026-01-01T00:00:00.000Z', replies(1999))]);
    renderForum(db.client, { path: '/forum/1' });
    await screen.findByRole('list', { name: '1.999 respostas' });
    db.rows[0]!.responses.push({ id: 'ultima', user_id: 'Bruno Lima', response: 'A última', date: new Date().toISOString() });
    await userEvent.type(screen.getByRole('textbox', { name: 'Sua resposta' }), 'Minha resposta');
    await userEvent.click(screen.getByRole('button', { name: 'Responder' }));
    expect(await screen.findByText('Este tópico atingiu o limite de 2.000 respostas.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Sua resposta' })).toBeNull();
  });
});

describe('warm: the list read before the forum is on screen (issue 14)', () => {
  const listReads = (calls: string[]) => calls.filter((c) => c.startsWith('list'));

  it('opens with the threads at once when the menu entry (or the first page of a visit) warmed the read, and reads once', async () => {
    const db = fakeForum(seed());
    warm({ supabase: db.client, plan: 'premium', basePath: '/forum' });
    warm({ supabase: db.client, plan: 'premium', basePath: '/forum' }); // a second hover reads nothing more
    await act(async () => undefined);
    renderForum(db.client);
    expect(cardTexts()).toHaveLength(3);
    expect(listReads(db.calls)).toEqual(['list 0-19']);
    warm({ supabase: db.client, plan: 'premium', basePath: '/forum' }); // the forum is open: it has its own
    expect(listReads(db.calls)).toHaveLength(1);
  });

  it('keeps no old list once the forum is open: a search cleared later reads the list again, as without a warm', async () => {
    const db = fakeForum(seed());
    warm({ supabase: db.client, plan: 'premium', basePath: '/forum' });
    await act(async () => undefined);
    renderForum(db.client);
    expect(cardTexts()).toHaveLength(3);
    db.rows.push(thread(4, 'Escrito enquanto eu buscava', '2026-11-20T12:00:00.000Z'));
    const box = screen.getByRole('textbox', { name: 'Buscar no fórum' });
    await userEvent.type(box, 'difal');
    await waitFor(() => expect(cardTexts()).toEqual(['Preciso recolher o DIFAL a cada venda por GNRE?']));
    await userEvent.clear(box);
    await waitFor(() => expect(cardTexts()).toHaveLength(4));
    expect(listReads(db.calls)).toEqual(['list 0-19', 'list "difal" 0-19', 'list 0-19']);
  });

  describe("with index.html's own read of the first page (the visit opened on the forum: shell first-paint)", () => {
    const answer = {
      threads: [
        {
          id: 9,
          user_id: 'u',
          author_name: 'Ana',
          description: 'Da primeira pintura',
          created_at: '2026-11-20 12:00:00+00',
          reply_count: 0,
        },
      ],
      total: 1,
    };
    afterEach(() => delete window.__semmultasBoot);

    /** The forum opened (warm, then the page) with index.html's read of the first page in this state. */
    function openWith(read: { promise: Promise<unknown>; rows?: unknown }) {
      const db = fakeForum(seed());
      window.__semmultasBoot = { reads: { forum_list_threads: { ...read, at: Date.now() } } } as unknown as BootState;
      warm({ supabase: db.client, plan: 'premium', basePath: '/forum' });
      renderForum(db.client);
      return db;
    }

    it('opens with that answer as the first page, and reads nothing itself', () => {
      const db = openWith({ promise: Promise.resolve(answer), rows: answer });
      expect(cardTexts()).toEqual(['Da primeira pintura']);
      expect(listReads(db.calls)).toEqual([]);
    });

    it('keeps no old list once the forum is open: a search cleared later reads the list again', async () => {
      const db = openWith({ promise: Promise.resolve(answer), rows: answer });
      expect(cardTexts()).toEqual(['Da primeira pintura']);
      const box = screen.getByRole('textbox', { name: 'Buscar no fórum' });
      await userEvent.type(box, 'difal');
      await waitFor(() => expect(cardTexts()).toEqual(['Preciso recolher o DIFAL a cada venda por GNRE?']));
      await userEvent.clear(box);
      await waitFor(() => expect(cardTexts()).toHaveLength(3));
      expect(listReads(db.calls)).toEqual(['list "difal" 0-19', 'list 0-19']);
    });

    it('reads the list itself when that answer failed', async () => {
      const failed = Promise.reject(new Error('HTTP 401'));
      failed.catch(() => undefined);
      const db = openWith({ promise: failed });
      await waitFor(() => expect(cardTexts()).toHaveLength(3));
      expect(listReads(db.calls)).toEqual(['list 0-19']);
    });

    it('waits for that answer while it is on its way instead of asking again', async () => {
      let arrive!: (value: unknown) => void;
      const db = openWith({ promise: new Promise((r) => (arrive = r)) });
      arrive(answer);
      await waitFor(() => expect(cardTexts()).toEqual(['Da primeira pintura']));
      expect(listReads(db.calls)).toEqual([]);
    });
  });

  it('reads nothing for a plan that does not open the forum, nor where the address asks for a thread or a search', async () => {
    const db = fakeForum(seed());
    warm({ supabase: db.client, plan: 'free', basePath: '/forum' });
    warm({ supabase: db.client, plan: 'expired', basePath: '/forum' });
    for (const address of ['/forum/2', '/forum?busca=difal']) {
      window.history.replaceState(null, '', address);
      warm({ supabase: db.client, plan: 'premium', basePath: '/forum' });
    }
    window.history.replaceState(null, '', '/');
    await act(async () => undefined);
    expect(db.calls).toEqual([]);
  });
});
