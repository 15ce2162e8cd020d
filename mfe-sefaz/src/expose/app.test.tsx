// The three base paths the shell mounts this remote at, and the pages under them.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STATES } from '@semmultas/shared/states';
import { fakeSupabase } from '@semmultas/shared/testing/test-supabase.ts';
import { locationRef, renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import App from './app';

const post = (id: number, state_id: number, title: string) => ({
  id,
  state_id,
  title,
  description: null,
  link_url: 'https://www.gov.br/',
  type_link: 1,
  html_archive: null,
});

let statesJson: unknown = STATES;
beforeEach(() => {
  statesJson = STATES;
  globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => statesJson })) as unknown as typeof fetch;
});

describe('/sefaz-estaduais', () => {
  it('lists the 27 states from /states.json with image and name, linking to their sigla', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', supabase: fakeSupabase({}).client, plan: 'free' });
    expect(screen.getByRole('heading', { level: 2, name: 'SEFAZ Estaduais' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Estados' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(27);
    const sp = within(list).getByRole('link', { name: 'São Paulo' });
    expect(sp).toHaveAttribute('href', '/sefaz-estaduais/SP');
    expect(sp.closest('li')?.querySelector('img')).toHaveAttribute('src', '/states/sp.webp');
    expect(globalThis.fetch).toHaveBeenCalledWith('/states.json', expect.anything());
  });

  it('filters by name or sigla as you type, without accents or case', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', supabase: fakeSupabase({}).client, plan: 'free' });
    const list = await screen.findByRole('list', { name: 'Estados' });
    const box = screen.getByRole('textbox', { name: 'Buscar estado por nome ou sigla' });
    await userEvent.type(box, 'sao');
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('São Paulo')]);
    await userEvent.clear(box);
    await userEvent.type(box, 'MG');
    expect(within(screen.getByRole('list', { name: 'Estados' })).getAllByRole('link')[0]).toHaveAccessibleName('Minas Gerais');
    expect(locationRef.current).toBe('/sefaz-estaduais?busca=MG');
    await userEvent.clear(box);
    await userEvent.type(box, 'zzz');
    expect(screen.getByText('Nenhum estado encontrado para “zzz”.')).toBeInTheDocument();
  });

  it("says 'Estado sem sigla definida.' for a state without sigla", async () => {
    statesJson = [...STATES, { id: 31, state_name: 'Território Novo', image_url: '/states/ac.svg' }];
    renderRemote(App, { basePath: '/sefaz-estaduais', supabase: fakeSupabase({}).client, plan: 'free' });
    await userEvent.click(await screen.findByRole('button', { name: 'Território Novo' }));
    expect(await screen.findByText('Estado sem sigla definida.')).toBeInTheDocument();
    expect(locationRef.current).toBe('/sefaz-estaduais');
  });
});

describe('/sefaz-estaduais/{sigla}', () => {
  it("shows the state's posts, then the posts for every state", async () => {
    const db = fakeSupabase({
      posts: [post(1, 25, 'Portal da SEFAZ-SP'), post(2, 30, 'Calendário nacional'), post(3, 13, 'Portal da SEFAZ-MG')],
    });
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/SP', supabase: db.client, plan: 'free' });
    expect(await screen.findByRole('heading', { level: 2, name: 'São Paulo' })).toBeInTheDocument();
    const own = await screen.findByRole('list', { name: 'Publicações de São Paulo' });
    expect(within(own).getByRole('link', { name: /Portal da SEFAZ-SP/ })).toBeInTheDocument();
    const shared = screen.getByRole('list', { name: 'Válidas para todos os estados' });
    expect(within(shared).getByRole('link', { name: /Calendário nacional/ })).toBeInTheDocument();
    expect(screen.queryByText('Portal da SEFAZ-MG')).toBeNull();
    expect(db.calls).toEqual(['posts: id, title, description, link_url, state_id, type_link, frame_allowed; state_id in (25,30)']);
  });

  it('opened by its address, draws the ICMS facts only once the posts are in, so they never push them down (issue 14)', async () => {
    renderRemote(App, {
      basePath: '/sefaz-estaduais',
      path: '/sefaz-estaduais/RJ',
      supabase: fakeSupabase({ posts: [post(1, 19, 'Portal da SEFAZ-RJ')] }).client,
    });
    expect(await screen.findByRole('status', { name: 'Carregando publicações' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Rio de Janeiro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: 'Dados de ICMS: Rio de Janeiro' })).toBeNull();
    expect(await screen.findByRole('heading', { level: 3, name: 'Dados de ICMS: Rio de Janeiro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Portal da SEFAZ-RJ/ })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando publicações' })).toBeNull();
  });

  it("shows the state's ICMS facts with their sources and what was not checked (issue 21)", async () => {
    renderRemote(App, {
      basePath: '/sefaz-estaduais',
      path: '/sefaz-estaduais/RJ',
      supabase: fakeSupabase({ posts: [] }).client,
      plan: 'free',
    });
    const facts = (await screen.findByRole('heading', { level: 3, name: 'Dados de ICMS: Rio de Janeiro' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(facts).getByText('20%')).toBeInTheDocument();
    expect(facts).toHaveTextContent('lei do ICMS: Lei nº 2.657/1996 (ato da alíquota atual não conferido); vigência não conferida');
    expect(facts).toHaveTextContent('FECP: 2% adicional sobre as mercadorias que a lei estadual lista (ADCT, art. 82, § 1º).');
    expect(facts).toHaveTextContent('7% para Norte, Nordeste, Centro-Oeste e ES');
    expect(facts).toHaveTextContent('A lei estadual de RJ não foi conferida por nós');
    expect(within(facts).getByRole('link', { name: 'Abrir a calculadora de DIFAL' })).toHaveAttribute(
      'href',
      '/calculadora-icms?calculadora=difal',
    );
  });

  it('has a back button to the list and a header that folds', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/BA', supabase: fakeSupabase({ posts: [] }).client });
    const fold = await screen.findByRole('button', { name: 'Recolher cabeçalho' });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(fold);
    expect(screen.getByRole('button', { name: 'Expandir cabeçalho' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Bahia' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para SEFAZ Estaduais' }));
    expect(locationRef.current).toBe('/sefaz-estaduais');
  });

  it('shows the empty message of the spec', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/AC', supabase: fakeSupabase({ posts: [] }).client });
    expect(await screen.findByText('Nenhuma publicação encontrada para este estado.')).toBeInTheDocument();
  });

  it('accepts a lower-case sigla and settles on the upper-case address', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/rj', supabase: fakeSupabase({ posts: [] }).client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Rio de Janeiro' })).toBeInTheDocument();
    expect(locationRef.current).toBe('/sefaz-estaduais/RJ');
  });

  it('says so for an unknown sigla, with a way back', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/XX', supabase: fakeSupabase({ posts: [] }).client });
    expect(await screen.findByRole('heading', { level: 2, name: 'Estado não encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/Não há estado com a sigla “XX”/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ver todos os estados' }));
    expect(locationRef.current).toBe('/sefaz-estaduais');
  });

  it("says 'Erro ao carregar dados' when the posts cannot be read", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const db = fakeSupabase({ posts: [] });
    db.fail = { message: 'Failed to fetch' };
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/SP', supabase: db.client });
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('sends deeper addresses back to the list', async () => {
    renderRemote(App, { basePath: '/sefaz-estaduais', path: '/sefaz-estaduais/SP/qualquer', supabase: fakeSupabase({}).client });
    await waitFor(() => expect(locationRef.current).toBe('/sefaz-estaduais'));
  });
});

describe('/receita-federal', () => {
  it('is the state page for id 28 with its own title and empty message', async () => {
    const db = fakeSupabase({ posts: [] });
    renderRemote(App, { basePath: '/receita-federal', supabase: db.client });
    expect(await screen.findByRole('heading', { level: 2, name: 'RFB — Receita Federal do Brasil' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma publicação encontrada para a Receita Federal.')).toBeInTheDocument();
    expect(db.calls).toEqual(['posts: id, title, description, link_url, state_id, type_link, frame_allowed; state_id in (28)']);
  });

  it('lists its posts', async () => {
    renderRemote(App, { basePath: '/receita-federal', supabase: fakeSupabase({ posts: [post(7, 28, 'e-CAC')] }).client });
    expect(await screen.findByRole('link', { name: /^e-CAC.*Abre em nova aba$/ })).toBeInTheDocument();
  });

  it('explains a refusal for an expired plan instead of an empty page', async () => {
    renderRemote(App, { basePath: '/receita-federal', supabase: fakeSupabase({ posts: [] }).client, plan: 'expired' });
    expect(await screen.findByRole('heading', { name: 'Conteúdo exclusivo do plano Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma publicação encontrada para a Receita Federal.')).toBeNull();
  });
});
