// The three lists and the detail page, mounted the way the shell mounts them.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase as fakeTables, type FakeRpcs } from '@semmultas/shared/testing/test-supabase.ts';
import { locationRef, renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import type { BootState } from '@semmultas/shared/first-read';
import App, { warm } from './app';

const LONG_TITLE = 'Substituição tributária do ICMS nas vendas interestaduais: o que a pequena empresa precisa saber';
const rows = [
  {
    id: 1,
    type: 0,
    title: 'Prazo da DeSTDA',
    author: 'Ana Lima',
    data: '2025-03-10',
    image: null,
    content: '<p>Entregue até o dia 28.</p>',
  },
  {
    id: 2,
    type: 0,
    title: LONG_TITLE,
    author: 'João Souza',
    data: '2026-01-15',
    image: null,
    content: `<h2>Resumo</h2><p>${'O ICMS-ST antecipa o imposto. '.repeat(10)}</p>`,
  },
  {
    id: 3,
    type: 0,
    title: 'Data torta',
    author: null,
    data: '2025-02-31',
    image: null,
    content: '<p>Texto com <script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">imagem.</p>',
  },
  {
    id: 10,
    type: 1,
    title: 'Contábil Silva & Filhos',
    author: 'Carla Silva',
    data: '2025-11-01',
    image: '/parceiros/silva.png',
    content: '<p>Atende MEI e Simples.</p>',
  },
  { id: 20, type: 2, title: 'Emissor de NF-e', author: 'Equipe', data: '2025-10-01', image: null, content: '<p>Grátis até 10 notas.</p>' },
  { id: 30, type: 7, title: 'Tipo estranho', author: null, data: '2025-01-01', image: null, content: null },
];

/**
 * conteudos_visiveis() as the database answers it (supabase/README.md "Premium tips"): tips
 * for everyone, partners and apps for an active plan, a premium tip cut to its first lines
 * with `bloqueado` on the free plan. Newest first, like the SQL.
 */
function visiveis(active: boolean): FakeRpcs {
  return {
    conteudos_visiveis: ({ conteudo_tipo, conteudo_id }, tables) =>
      (tables.conteudos ?? [])
        .filter(
          (r) =>
            (r.type === 0 || active) &&
            (conteudo_tipo === undefined || r.type === conteudo_tipo) &&
            (conteudo_id === undefined || r.id === conteudo_id),
        )
        .map((r) => {
          const bloqueado = r.is_premium === true && !active;
          return { ...r, is_premium: r.is_premium === true, bloqueado, content: bloqueado ? '<p>Só as primeiras linhas…</p>' : r.content };
        }),
  };
}

const fakeSupabase = (tables: Parameters<typeof fakeTables>[0], active = true) => fakeTables(tables, visiveis(active));

function cards(name: string) {
  return within(screen.getByRole('list', { name })).getAllByRole('link');
}

/** The card a title link belongs to (the link is the title; the card follows it: issue 15). */
const cardOf = (link: HTMLElement) => link.closest<HTMLElement>('li')!;

/** What a screen reader hears of a link: its text without the parts hidden from it. */
function heard(link: HTMLElement): string {
  const copy = link.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[aria-hidden]').forEach((n) => n.remove());
  return copy.textContent ?? '';
}

describe('/dicas-tributarias', () => {
  it('lists type-0 contents newest first with truncated plain-text cards', async () => {
    const db = fakeSupabase({ conteudos: rows });
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: db.client, plan: 'free' });
    expect(screen.getByRole('heading', { level: 2, name: 'Dicas tributárias' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Dicas tributárias' });
    expect(db.calls).toEqual(['rpc conteudos_visiveis({"conteudo_tipo":0})']);
    const links = cards('Dicas tributárias');
    expect(links.map(heard)).toEqual([LONG_TITLE, 'Prazo da DeSTDA', 'Data torta']);
    expect(links[0]).toHaveAttribute('href', '/conteudos/2');

    const first = links[0]!;
    // A cut title is seen cut (and heard whole, above).
    const title = within(cardOf(first)).getByRole('heading', { level: 3 }).querySelector('[aria-hidden]')!;
    expect(title.textContent!.length).toBeLessThanOrEqual(61);
    expect(title.textContent!.endsWith('…')).toBe(true);
    const excerpt = within(cardOf(first)).getByText(/^Resumo O ICMS-ST/);
    expect(excerpt.textContent!.length).toBeLessThanOrEqual(121);
    expect(excerpt.textContent).not.toMatch(/[<>]/);
    expect(within(cardOf(links[1]!)).getByText('10/03/2025')).toBeInTheDocument();
    expect(within(cardOf(links[2]!)).getByText('Data inválida')).toBeInTheDocument();
  });

  it('filters by title, author and text as you type, ignoring accents and case', async () => {
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: fakeSupabase({ conteudos: rows }).client, plan: 'free' });
    await screen.findByRole('list', { name: 'Dicas tributárias' });
    const box = screen.getByRole('textbox', { name: 'Buscar dicas' });
    await userEvent.type(box, 'substituicao');
    expect(cards('Dicas tributárias').map(heard)).toEqual([LONG_TITLE]);
    await userEvent.clear(box);
    await userEvent.type(box, 'icms');
    expect(cards('Dicas tributárias')).toHaveLength(1);
    await userEvent.clear(box);
    await userEvent.type(box, 'ana lima');
    expect(cards('Dicas tributárias').map(heard)).toEqual(['Prazo da DeSTDA']);
    expect(locationRef.current).toBe('/dicas-tributarias?busca=ana+lima');
    await userEvent.clear(box);
    await userEvent.type(box, 'nada disso');
    expect(screen.getByText('Nenhum resultado para “nada disso”.')).toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: fakeSupabase({ conteudos: [] }).client, plan: 'free' });
    expect(await screen.findByText('Nenhuma dica tributária publicada ainda.')).toBeInTheDocument();
  });

  it("says 'Erro ao carregar dados' and retries", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const db = fakeSupabase({ conteudos: rows });
    db.fail = { message: 'Failed to fetch' };
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: db.client });
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
    db.fail = null;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Dicas tributárias' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('premium lists', () => {
  it('lists partner accountants (type 1) with their image', async () => {
    const db = fakeSupabase({ conteudos: rows });
    renderRemote(App, { basePath: '/contadores-parceiros', supabase: db.client });
    await screen.findByRole('list', { name: 'Contadores Parceiros' });
    expect(db.calls).toEqual(['rpc conteudos_visiveis({"conteudo_tipo":1})']);
    const [card] = cards('Contadores Parceiros');
    expect(card).toHaveAccessibleName('Contábil Silva & Filhos');
    expect(cardOf(card!).querySelector('img')).toHaveAttribute('src', '/parceiros/silva.png');
  });

  it('lists apps (type 2) at /indicacao-apps', async () => {
    renderRemote(App, { basePath: '/indicacao-apps', supabase: fakeSupabase({ conteudos: rows }).client });
    await screen.findByRole('list', { name: 'Indicação de Apps' });
    expect(cards('Indicação de Apps').map(heard)).toEqual(['Emissor de NF-e']);
  });

  it('explains a refusal by the database to a free account instead of an empty list', async () => {
    renderRemote(App, { basePath: '/contadores-parceiros', supabase: fakeSupabase({ conteudos: rows }, false).client, plan: 'free' });
    expect(await screen.findByRole('heading', { name: 'Conteúdo exclusivo do plano Premium' })).toBeInTheDocument();
  });

  it('shows a plain empty state to a premium account', async () => {
    renderRemote(App, { basePath: '/indicacao-apps', supabase: fakeSupabase({ conteudos: [] }).client });
    expect(await screen.findByText('Nenhum aplicativo indicado ainda.')).toBeInTheDocument();
  });
});

describe('/conteudos/{id}', () => {
  it('links each card, also in a filtered list, to its detail page', async () => {
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: fakeSupabase({ conteudos: rows }).client });
    await screen.findByRole('list', { name: 'Dicas tributárias' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar dicas' }), 'prazo');
    expect(cards('Dicas tributárias')[0]).toHaveAttribute('href', '/conteudos/1');
  });

  it('shows title, type, author, date badge, image and the sanitized content', async () => {
    const db = fakeSupabase({ conteudos: rows });
    renderRemote(App, { basePath: '/conteudos', path: '/conteudos/10', supabase: db.client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Contábil Silva & Filhos' })).toBeInTheDocument();
    expect(db.calls).toEqual(['rpc conteudos_visiveis({"conteudo_id":10})']);
    expect(screen.getByText('Contador parceiro')).toBeInTheDocument();
    expect(screen.getByText('Carla Silva')).toBeInTheDocument();
    expect(screen.getByText('01/11/2025')).toHaveAttribute('datetime', '2025-11-01');
    expect(screen.getByRole('img', { name: 'Contábil Silva & Filhos' })).toHaveAttribute('src', '/parceiros/silva.png');
    expect(screen.getByText('Atende MEI e Simples.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para Contadores Parceiros' }));
    expect(locationRef.current).toBe('/contadores-parceiros');
  });

  it("never runs the content's script and shows 'Data inválida' for a bad date", async () => {
    renderRemote(App, { basePath: '/conteudos', path: '/conteudos/3', supabase: fakeSupabase({ conteudos: rows }).client });
    const article = await screen.findByRole('article', { name: 'Data torta' });
    expect(within(article).getByText('Data inválida')).toBeInTheDocument();
    expect(article.querySelector('script')).toBeNull();
    for (const el of Array.from(article.querySelectorAll('*')))
      for (const a of Array.from(el.attributes)) expect(a.name).not.toMatch(/^on/i);
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  });

  it("labels an unknown type 'Tipo não encontrado'", async () => {
    renderRemote(App, { basePath: '/conteudos', path: '/conteudos/30', supabase: fakeSupabase({ conteudos: rows }).client });
    expect(await screen.findByText('Tipo não encontrado')).toBeInTheDocument();
    expect(screen.getByText('Este conteúdo ainda não tem texto.')).toBeInTheDocument();
  });

  it('says so for an unknown id, mentioning premium to a free account', async () => {
    renderRemote(App, {
      basePath: '/conteudos',
      path: '/conteudos/999',
      supabase: fakeSupabase({ conteudos: rows }, false).client,
      plan: 'free',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Conteúdo não encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/exclusivo do plano Premium/)).toBeInTheDocument();
  });

  it('does not even ask the database for an id that is not a number', async () => {
    const db = fakeSupabase({ conteudos: rows });
    renderRemote(App, { basePath: '/conteudos', path: '/conteudos/abc', supabase: db.client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Conteúdo não encontrado' })).toBeInTheDocument();
    expect(db.calls).toEqual([]);
  });

  it('sends /conteudos alone to the tips', async () => {
    renderRemote(App, { basePath: '/conteudos', supabase: fakeSupabase({ conteudos: rows }).client });
    await screen.findByText('fora do módulo');
    expect(locationRef.current).toBe('/dicas-tributarias');
  });
});

describe('premium tips (issue 21)', () => {
  const premiumTip = {
    id: 4,
    type: 0,
    title: 'Sublimite do Simples',
    author: 'Equipe',
    data: '2026-02-01',
    image: null,
    is_premium: true,
    content: '<p>O texto inteiro da dica, com as contas do sublimite.</p>',
  };
  const withPremium = [...rows, premiumTip];

  it('shows a free account the premium tip in the list with a padlock, heard as "(Premium)"', async () => {
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: fakeSupabase({ conteudos: withPremium }, false).client, plan: 'free' });
    await screen.findByRole('list', { name: 'Dicas tributárias' });
    const card = screen.getByRole('link', { name: 'Sublimite do Simples (Premium)' });
    expect(within(cardOf(card)).getByText('Premium')).toBeInTheDocument();
    expect(cardOf(card).querySelector('.anticon-lock')).not.toBeNull();
    expect(within(cardOf(card)).getByText('Só as primeiras linhas…')).toBeInTheDocument();
    expect(cardOf(screen.getByRole('link', { name: 'Prazo da DeSTDA' })).querySelector('.anticon-lock')).toBeNull();
  });

  it('shows a free account the first lines, a padlock and the way to the upsell', async () => {
    renderRemote(App, {
      basePath: '/conteudos',
      path: '/conteudos/4',
      supabase: fakeSupabase({ conteudos: withPremium }, false).client,
      plan: 'free',
    });
    const article = await screen.findByRole('article', { name: 'Sublimite do Simples' });
    expect(within(article).getByText('Só as primeiras linhas…')).toBeInTheDocument();
    expect(within(article).queryByText(/contas do sublimite/)).toBeNull();
    expect(within(article).getByRole('heading', { level: 3, name: 'Esta é uma dica Premium' })).toBeInTheDocument();
    const link = within(article).getByRole('link', { name: 'Continue lendo com o Premium' });
    expect(link).toHaveAttribute('href', '/plano_premium?recurso=dicas-premium');
    await userEvent.click(link);
    expect(locationRef.current).toBe('/plano_premium?recurso=dicas-premium');
  });

  it('shows a subscriber the whole premium tip, marked "Dica Premium", with no padlock', async () => {
    renderRemote(App, {
      basePath: '/conteudos',
      path: '/conteudos/4',
      supabase: fakeSupabase({ conteudos: withPremium }).client,
      plan: 'premium',
    });
    const article = await screen.findByRole('article', { name: 'Sublimite do Simples' });
    expect(within(article).getByText('O texto inteiro da dica, com as contas do sublimite.')).toBeInTheDocument();
    expect(within(article).getByText('Dica Premium')).toBeInTheDocument();
    expect(within(article).queryByRole('link', { name: 'Continue lendo com o Premium' })).toBeNull();
    expect(article.querySelector('.anticon-lock')).toBeNull();
  });
});

describe('warm: the list read before the page is on screen (issue 14)', () => {
  afterEach(() => delete window.__semmultasBoot);

  it('opens with the cards at once when the menu entry (or the first page of a visit) warmed the read, and reads once', async () => {
    const db = fakeSupabase({ conteudos: rows });
    warm({ supabase: db.client, plan: 'free', basePath: '/dicas-tributarias' });
    warm({ supabase: db.client, plan: 'free', basePath: '/dicas-tributarias' }); // a second hover reads nothing more
    await act(async () => undefined);
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: db.client, plan: 'free' });
    expect(cards('Dicas tributárias')).toHaveLength(3);
    expect(db.calls).toEqual(['rpc conteudos_visiveis({"conteudo_tipo":0})']);
    // With the page open, a hover reads nothing: the page has its own.
    warm({ supabase: db.client, plan: 'free', basePath: '/dicas-tributarias' });
    expect(db.calls).toHaveLength(1);
  });

  it("opens with index.html's own read when the visit opened on the list (shell first-paint), and reads nothing itself", async () => {
    const db = fakeSupabase({ conteudos: rows });
    const answer = [{ ...rows[0], title: 'Da primeira pintura' }];
    window.__semmultasBoot = {
      reads: { 'conteudos_visiveis:0': { promise: Promise.resolve(answer), rows: answer, at: Date.now() } },
    } as unknown as BootState;
    warm({ supabase: db.client, plan: 'free', basePath: '/dicas-tributarias' });
    renderRemote(App, { basePath: '/dicas-tributarias', supabase: db.client, plan: 'free' });
    expect(cards('Dicas tributárias').map(heard)).toEqual(['Da primeira pintura']);
    expect(db.calls).toEqual([]);
  });

  it('reads a second list hovered while the first is still fresh, into the same client', async () => {
    const db = fakeSupabase({ conteudos: rows });
    warm({ supabase: db.client, plan: 'premium', basePath: '/dicas-tributarias' });
    warm({ supabase: db.client, plan: 'premium', basePath: '/contadores-parceiros' });
    await act(async () => undefined);
    renderRemote(App, { basePath: '/contadores-parceiros', supabase: db.client, plan: 'premium' });
    expect(cards('Contadores Parceiros').map(heard)).toEqual(['Contábil Silva & Filhos']);
    expect(db.calls).toEqual(['rpc conteudos_visiveis({"conteudo_tipo":0})', 'rpc conteudos_visiveis({"conteudo_tipo":1})']);
  });

  it("reads the list of the path about to open (the apps' alias too), and nothing for a content's own page", async () => {
    const db = fakeSupabase({ conteudos: rows });
    warm({ supabase: db.client, plan: 'free', basePath: '/conteudos' });
    await act(async () => undefined);
    expect(db.calls).toEqual([]);
    warm({ supabase: db.client, plan: 'premium', basePath: '/indicacao-de-apps' });
    await act(async () => undefined);
    renderRemote(App, { basePath: '/indicacao-de-apps', supabase: db.client, plan: 'premium' });
    expect(cards('Indicação de Apps').map(heard)).toEqual(['Emissor de NF-e']);
    expect(db.calls).toEqual(['rpc conteudos_visiveis({"conteudo_tipo":2})']);
  });
});
