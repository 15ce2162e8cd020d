// The admin panel mounted the way the shell mounts it, against an in-memory database.
import { createElement } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationRef, renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import { withDesktopScreen } from '../testing/desktop-screen';
import { fakeDb } from '../testing/fake-db';
import { defaultExpiry } from '../features/usuarios/utils/plan-change';
import App from './app';

// The CKEditor field stands in as a textarea: jsdom cannot run the real editor (the browser
// suite does). Its stylesheet promise is ours to hold, to see 'Loading...' (and 'Error!' in
// components/html-editor.test.tsx, where nothing has loaded the editor yet).
const mockEditorCss = jest.fn(() => Promise.resolve());
jest.mock('../components/ckeditor-field', () => ({
  __esModule: true,
  loadEditorCss: () => mockEditorCss(),
  default: ({ value, onChange, label }: { value?: string; onChange?: (v: string) => void; label: string }) =>
    createElement('textarea', {
      'aria-label': label,
      value: value ?? '',
      onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
    }),
}));

jest.setTimeout(60_000);

withDesktopScreen();
let consoleError: jest.SpyInstance;
beforeEach(() => {
  mockEditorCss.mockImplementation(() => Promise.resolve());
  consoleError = jest.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
    if (process.env.SHOW_ERRORS) process.stderr.write(String(a[0]).slice(0, 600) + '\n');
  });
});
afterEach(() => consoleError.mockRestore());

const posts = [
  {
    id: 1,
    title: 'Portal da SEFAZ-SP',
    description: 'Serviços ao contribuinte',
    link_url: 'https://portal.fazenda.sp.gov.br',
    state_id: 25,
    type_link: 1,
    html_archive: null,
  },
  {
    id: 2,
    title: 'Consulta de débitos',
    description: null,
    link_url: 'https://www.sefaz.ba.gov.br',
    state_id: 5,
    type_link: 0,
    html_archive: null,
  },
  { id: 3, title: 'Glossário do ICMS', description: null, link_url: null, state_id: 29, type_link: 2, html_archive: '<p>ICMS</p>' },
  {
    id: 4,
    title: 'e-CAC',
    description: 'Centro virtual',
    link_url: 'https://cav.receita.fazenda.gov.br',
    state_id: 28,
    type_link: 1,
    html_archive: null,
  },
  {
    id: 5,
    title: 'Simples Nacional',
    description: null,
    link_url: 'https://www8.receita.fazenda.gov.br',
    state_id: 29,
    type_link: 1,
    html_archive: null,
  },
  {
    id: 6,
    title: 'Certidão negativa SP',
    description: null,
    link_url: 'https://www.dividaativa.pge.sp.gov.br',
    state_id: 25,
    type_link: 0,
    html_archive: null,
  },
  {
    id: 7,
    title: 'Nota Fiscal Paulista',
    description: null,
    link_url: 'https://portal.fazenda.sp.gov.br/nfp',
    state_id: 30,
    type_link: 1,
    html_archive: null,
  },
];
const conteudos = [
  {
    id: 1,
    title: 'Prazo da DeSTDA',
    type: 0,
    author: 'Ana Lima',
    data: '2026-03-10',
    image: null,
    content: '<p>Entregue até o dia 28.</p>',
  },
  {
    id: 2,
    title: 'Contábil Silva',
    type: 1,
    author: 'Carla Silva',
    data: '2026-02-01',
    image: '/parceiros/silva.png',
    content: '<p>Atende MEI.</p>',
  },
  { id: 3, title: 'Emissor de NF-e', type: 2, author: 'Equipe', data: '2026-01-15', image: null, content: '<p>Grátis até 10 notas.</p>' },
];
const profiles = [
  { id: 'u-admin', email: 'admin@semmultas.dev', is_premium: false, plan_expiration: null, is_admin: true },
  { id: 'u-premium', email: 'premium@semmultas.dev', is_premium: true, plan_expiration: '2999-12-31', is_admin: false },
  { id: 'u-expirado', email: 'expirado@semmultas.dev', is_premium: true, plan_expiration: '2000-01-01', is_admin: false },
  { id: 'u-gratis', email: 'gratis@semmultas.dev', is_premium: false, plan_expiration: null, is_admin: false },
];
const assinaturas = [
  { id: 1, email: 'premium@semmultas.dev', created_at: '2026-11-19T22:07:00Z' },
  { id: 2, email: 'gratis@semmultas.dev', created_at: '2026-11-20T10:00:00Z' },
  { id: 3, email: 'fantasma@exemplo.com', created_at: '2026-11-18T10:00:00Z' },
];

function setup(path = '/admin') {
  const db = fakeDb({ posts, conteudos, user_profiles: profiles, assinaturas_plano: assinaturas });
  const user = userEvent.setup({ delay: null });
  const { unmount } = renderRemote(App, { basePath: '/admin', path, supabase: db.client });
  return { db, user, unmount };
}

const table = () => screen.getByRole('table');
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const dialog = () => screen.getByRole('dialog');

/** Types part of a state's name in the Estado picker and clicks the option. */
async function pickState(user: ReturnType<typeof userEvent.setup>, typed: string, name: string) {
  await user.type(within(dialog()).getByRole('combobox', { name: 'Estado' }), typed);
  await user.click(await screen.findByTitle(name));
}

async function submit(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(dialog()).getByRole('button', { name: 'Salvar' }));
}

describe('menu', () => {
  it('has the spec’s four pages with its words, the posts page first, then the legal texts, the agenda’s acts and the Selic table', async () => {
    const { user } = setup();
    const nav = screen.getByRole('navigation', { name: 'Menu do painel' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Cadastros SEFAZ / RFB, relacionadas',
      'Conteúdos (Dicas, consultoria, Apps)',
      'Usuários / Planos de Assinatura',
      'Pagamentos de assinatura (verificação)',
      'Termos de Uso e Privacidade',
      'Atos extraordinários da agenda',
      'Taxas Selic',
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Cadastros SEFAZ / RFB, relacionadas' })).toBeInTheDocument();
    await user.click(within(nav).getByRole('link', { name: 'Usuários / Planos de Assinatura' }));
    expect(locationRef.current).toBe('/admin/usuarios');
    expect(await screen.findByRole('heading', { level: 2, name: 'Usuários / Planos de Assinatura' })).toBeInTheDocument();
  });

  // Issue 14: each page is its own chunk, loaded when opened; one opened by its address shows a
  // skeleton in the page's place, the menu already there, then the page.
  it.each([
    ['/admin/taxas-selic', 'Taxas Selic'],
    ['/admin/atos-extraordinarios', 'Atos extraordinários da agenda'],
    ['/admin/paginas-legais', 'Termos de Uso e Privacidade'],
  ])('opens %s by its own address: a skeleton, then the page', async (path, title) => {
    setup(path);
    expect(screen.getByRole('navigation', { name: 'Menu do painel' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando a página' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando a página' })).not.toBeInTheDocument();
    expect(locationRef.current).toBe(path);
  });

  it('sends unknown addresses inside the panel to the first page', async () => {
    setup('/admin/nada');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cadastros SEFAZ / RFB, relacionadas' })).toBeInTheDocument();
    expect(locationRef.current).toBe('/admin');
  });
});

describe('posts table', () => {
  it('pages by 5, searches as you type and filters a column', async () => {
    const { user, db } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    expect(db.calls).toEqual(['posts.select']);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByText('7 registros')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Buscar posts' }), 'sao paulo');
    expect(bodyRows().map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Certidão negativa SP',
      'Portal da SEFAZ-SPServiços ao contribuinte',
    ]);
    expect(locationRef.current).toBe('/admin?busca=sao+paulo');
    await user.clear(screen.getByRole('textbox', { name: 'Buscar posts' }));

    // The column filter of "Tipo de link": only type 0.
    // Issue 14: a column's filter is a choice above the table, named after the column.
    const filter = screen.getByRole('combobox', { name: 'Filtrar por Tipo de link' });
    await user.selectOptions(filter, within(filter).getByRole('option', { name: /^Tipo de link: Página no app/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.getByText('2 registros')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Buscar posts' }), 'bahia');
    expect(bodyRows()).toHaveLength(1);
    await user.type(screen.getByRole('textbox', { name: 'Buscar posts' }), ' nada');
    expect(screen.getByText('Nenhum resultado para a busca ou o filtro escolhido.')).toBeInTheDocument();
  });

  it('shows more rows a page when asked and remembers it for the next visit (issue 21)', async () => {
    window.localStorage.clear();
    const first = setup();
    await screen.findByText('Nota Fiscal Paulista');
    expect(bodyRows()).toHaveLength(5);
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Linhas por página' }), '10 / página');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(window.localStorage.getItem('semmultas:tamanho-pagina:admin-posts')).toBe('10');
    first.unmount();

    setup(); // a reload
    await screen.findByText('Nota Fiscal Paulista');
    expect(bodyRows()).toHaveLength(7);
    window.localStorage.clear();
  });

  it("says 'Erro ao carregar dados' and tries again", async () => {
    const { db, user } = setup();
    db.fail['posts.select'] = { message: 'Failed to fetch' }; // before the first answer arrives
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
    delete db.fail['posts.select'];
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nota Fiscal Paulista')).toBeInTheDocument();
    expect(db.calls).toEqual(['posts.select', 'posts.select']);
  });
});

describe('post form', () => {
  it('validates before sending anything', async () => {
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    await user.click(screen.getByRole('button', { name: 'Novo post' }));
    await submit(user);
    expect(await within(dialog()).findByText('Informe o título.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Escolha o estado.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Escolha o tipo de link.')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('radio', { name: /^Nova aba/ }));
    await submit(user);
    expect(await within(dialog()).findByText('O link é obrigatório para os tipos 0 e 1.')).toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Link' }), 'www.sefaz.br');
    await submit(user);
    expect(await within(dialog()).findByText('O link deve começar com http:// ou https://.')).toBeInTheDocument();
    expect(db.calls).toEqual(['posts.select']);
  });

  it('creates a type-1 post for a state picked by name, without html_archive', async () => {
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    await user.click(screen.getByRole('button', { name: 'Novo post' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Título' }), '  Emissão de NF-e ');
    await pickState(user, 'espirito', 'Espírito Santo');
    await user.click(within(dialog()).getByRole('radio', { name: /^Nova aba/ }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Link' }), 'https://www.sefaz.es.gov.br');
    await submit(user);
    expect(await screen.findByText('Post adicionado.')).toBeInTheDocument();
    expect(db.calls[1]).toBe(
      'posts.insert {"title":"Emissão de NF-e","description":null,"link_url":"https://www.sefaz.es.gov.br","state_id":8,"type_link":1,"html_archive":null}',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The table is drawn from a deferred copy of the rows (RowsBody): the new row a render later.
    await waitFor(() => expect(within(bodyRows()[0]!).getByText('Emissão de NF-e')).toBeInTheDocument());
    expect(within(bodyRows()[0]!).getByText('Espírito Santo')).toBeInTheDocument();
  });

  it('opens the HTML editor for type 2 only, loading it on demand', async () => {
    let release!: () => void;
    mockEditorCss.mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    await user.click(screen.getByRole('button', { name: 'Novo post' }));
    expect(within(dialog()).queryByText('Loading...')).not.toBeInTheDocument();
    await user.type(within(dialog()).getByRole('textbox', { name: 'Título' }), 'Glossário');
    await pickState(user, 'relacionadas', 'Relacionadas');
    await user.click(within(dialog()).getByRole('radio', { name: /^Documento HTML/ }));
    expect(await within(dialog()).findByText('Loading...')).toBeInTheDocument();
    await act(async () => release());
    const editor = await within(dialog()).findByRole('textbox', { name: 'Documento HTML' });
    await submit(user);
    expect(await within(dialog()).findByText('Escreva o conteúdo do documento HTML.')).toBeInTheDocument();
    await user.type(editor, '<p>ICMS</p>');
    await submit(user);
    await screen.findByText('Post adicionado.');
    expect(db.calls[1]).toBe(
      'posts.insert {"title":"Glossário","description":null,"link_url":null,"state_id":29,"type_link":2,"html_archive":"<p>ICMS</p>"}',
    );
  });

  it('edits a post, and drops its HTML when it stops being type 2', async () => {
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    await user.click(screen.getByRole('button', { name: 'Editar Glossário do ICMS' }));
    expect(await within(dialog()).findByRole('textbox', { name: 'Documento HTML' })).toHaveValue('<p>ICMS</p>');
    await user.click(within(dialog()).getByRole('radio', { name: /^Página no app/ }));
    await waitFor(() => expect(within(dialog()).queryByRole('textbox', { name: 'Documento HTML' })).not.toBeInTheDocument());
    await user.type(within(dialog()).getByRole('textbox', { name: 'Link' }), 'https://glossario.exemplo.br');
    await submit(user);
    await screen.findByText('Post atualizado.');
    expect(db.calls[1]).toBe(
      'posts.update {"title":"Glossário do ICMS","description":null,"link_url":"https://glossario.exemplo.br","state_id":29,"type_link":0,"html_archive":null,"frame_allowed":null,"frame_reason":"Não foi possível verificar se o site pode ser aberto dentro do SemMultas.","frame_checked_at":null} id=3',
    );
  });

  it("shows 'Erro ao adicionar post' with the database's reason", async () => {
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    db.fail['posts.insert'] = { code: '22023', message: 'O link deve começar com http:// ou https:// (até 2048 caracteres).' };
    await user.click(screen.getByRole('button', { name: 'Novo post' }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Título' }), 'X');
    await pickState(user, 'acre', 'Acre');
    await user.click(within(dialog()).getByRole('radio', { name: /^Nova aba/ }));
    await user.type(within(dialog()).getByRole('textbox', { name: 'Link' }), 'https://x.br');
    await submit(user);
    expect(await screen.findByText('Erro ao adicionar post')).toBeInTheDocument();
    expect(screen.getByText('O link deve começar com http:// ou https:// (até 2048 caracteres).')).toBeInTheDocument();
    expect(dialog()).toBeInTheDocument(); // nothing typed is lost
  });

  it('deletes after the confirmation, and says so when it fails', async () => {
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    await user.click(screen.getByRole('button', { name: 'Excluir e-CAC' }));
    expect(await screen.findAllByText('Tem certeza que deseja excluir este botão?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(db.calls).toEqual(['posts.select']);

    await user.click(screen.getByRole('button', { name: 'Excluir e-CAC' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Post excluído.')).toBeInTheDocument();
    expect(db.calls[1]).toBe('posts.delete id=4');
    await waitFor(() => expect(screen.queryByText('e-CAC')).not.toBeInTheDocument());

    db.fail['posts.delete'] = { message: 'rede' };
    await user.click(screen.getByRole('button', { name: 'Excluir Consulta de débitos' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao deletar post')).toBeInTheDocument();
    expect(screen.getByText('Consulta de débitos')).toBeInTheDocument();
  });

  it('treats an update that changed no row as a failure', async () => {
    const { db, user } = setup();
    await screen.findByText('Nota Fiscal Paulista'); // newest first
    await user.click(screen.getByRole('button', { name: 'Editar e-CAC' }));
    db.tables.posts = db.tables.posts!.filter((p) => p.id !== 4); // gone meanwhile (or RLS)
    await submit(user);
    expect(await screen.findByText('Erro ao atualizar post')).toBeInTheDocument();
  });
});

describe('contents', () => {
  it('filters by type, and previews the card as users will see it', async () => {
    const { db, user } = setup('/admin/conteudos');
    await screen.findByText('Prazo da DeSTDA');
    // Issue 14: a column's filter is a choice above the table, named after the column.
    const filter = screen.getByRole('combobox', { name: 'Filtrar por Tipo' });
    await user.selectOptions(filter, within(filter).getByRole('option', { name: /Contador parceiro/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Novo conteúdo' }));
    const image = within(dialog()).getByRole('textbox', { name: 'Link da imagem' });
    await user.click(within(dialog()).getByRole('radio', { name: 'Dica tributária' }));
    expect(image).toBeDisabled();
    await user.click(within(dialog()).getByRole('radio', { name: 'Indicação de app' }));
    await waitFor(() => expect(image).toBeEnabled());
    await user.type(image, '/apps/nff.png');
    await user.click(within(dialog()).getByRole('radio', { name: 'Dica tributária' }));
    await waitFor(() => expect(image).toBeDisabled());
    expect(image).toHaveValue('');

    const title = 'Substituição tributária do ICMS nas vendas interestaduais: o que a pequena empresa precisa saber';
    await user.type(within(dialog()).getByRole('textbox', { name: 'Título' }), title);
    await user.type(within(dialog()).getByRole('textbox', { name: 'Autor' }), 'Equipe SemMultas');
    // A tip can be a premium one (issue 21): free users read only its first lines.
    const premiumSwitch = within(dialog()).getByRole('switch', { name: 'Dica Premium' });
    expect(premiumSwitch).not.toBeChecked();
    await user.click(premiumSwitch);
    expect(premiumSwitch).toBeChecked();
    await user.type(
      await within(dialog()).findByRole('textbox', { name: 'Conteúdo' }),
      `<h2>Resumo</h2><p>${'O ICMS-ST antecipa o imposto. '.repeat(8)}</p>`,
    );
    const preview = within(dialog()).getByRole('figure', { name: 'Prévia do card' });
    // the preview follows the form a macro task later (Form.useWatch)
    const text = (await within(preview).findByText(/^Resumo O ICMS-ST/)).textContent!;
    const shownTitle = within(preview).getByRole('heading', { level: 3 }).textContent!;
    expect(shownTitle.length).toBeLessThanOrEqual(61);
    expect(shownTitle.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(121);
    expect(within(preview).getByText('Equipe SemMultas')).toBeInTheDocument();

    await submit(user);
    await screen.findByText('Conteúdo adicionado.');
    const sent = JSON.parse(db.calls[1]!.replace(/^conteudos\.insert /, ''));
    expect(sent).toMatchObject({ title, type: 0, author: 'Equipe SemMultas', image: null, is_premium: true });
    expect(sent.data).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('asks before deleting a content, with the tip wording, and reports failures', async () => {
    const { db, user } = setup('/admin/conteudos');
    await screen.findByText('Prazo da DeSTDA');
    db.fail['conteudos.delete'] = { message: 'rede' };
    await user.click(screen.getByRole('button', { name: 'Excluir Contábil Silva' }));
    expect(await screen.findAllByText('Tem certeza que quer excluir esta dica?')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao deletar dica')).toBeInTheDocument();
  });

  it("reports 'Erro ao atualizar dica'", async () => {
    const { db, user } = setup('/admin/conteudos');
    await screen.findByText('Prazo da DeSTDA');
    db.fail['conteudos.update'] = { message: 'rede' };
    await user.click(screen.getByRole('button', { name: 'Editar Emissor de NF-e' }));
    await within(dialog()).findByRole('textbox', { name: 'Conteúdo' });
    await submit(user);
    expect(await screen.findByText('Erro ao atualizar dica')).toBeInTheDocument();
  });
});

describe('users and plans', () => {
  it('turns premium on with today + 30 days, and the plan reads Premium', async () => {
    const { db, user } = setup('/admin/usuarios');
    await screen.findByText('gratis@semmultas.dev');
    const row = screen.getByText('gratis@semmultas.dev').closest('tr')!;
    expect(within(row).getByText('Grátis')).toBeInTheDocument();
    await user.click(within(row).getByRole('switch', { name: 'Premium de gratis@semmultas.dev' }));
    await waitFor(() => expect(within(row).getByText('Premium')).toBeInTheDocument());
    const expiry = defaultExpiry();
    expect(db.calls[1]).toBe(`user_profiles.update {"is_premium":true,"plan_expiration":"${expiry}"} id=u-gratis`);
    const [y, m, d] = expiry.split('-');
    await waitFor(() =>
      expect(within(row).getByRole('textbox', { name: 'Expiração do plano de gratis@semmultas.dev' })).toHaveValue(`${d}/${m}/${y}`),
    );
  });

  it('clears the expiry date (the plan then reads Expirado)', async () => {
    const { db, user } = setup('/admin/usuarios');
    await screen.findByText('premium@semmultas.dev');
    const row = screen.getByText('premium@semmultas.dev').closest('tr')!;
    const input = within(row).getByRole('textbox', { name: 'Expiração do plano de premium@semmultas.dev' });
    await user.hover(input.closest('.ant-picker')!);
    await user.click(row.querySelector('.ant-picker-clear')!);
    await waitFor(() => expect(within(row).getByText('Expirado')).toBeInTheDocument());
    expect(db.calls[1]).toBe('user_profiles.update {"is_premium":true,"plan_expiration":null} id=u-premium');
  });

  it("keeps the row as it was and says 'Erro ao atualizar assinatura' when saving fails", async () => {
    const { db, user } = setup('/admin/usuarios');
    await screen.findByText('gratis@semmultas.dev');
    db.fail['user_profiles.update'] = { code: '42501', message: 'permissão negada' };
    const row = screen.getByText('gratis@semmultas.dev').closest('tr')!;
    await user.click(within(row).getByRole('switch', { name: 'Premium de gratis@semmultas.dev' }));
    expect(await screen.findByText('Erro ao atualizar assinatura')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Premium de gratis@semmultas.dev' })).not.toBeChecked();
  });

  it('filters by plan, deletes a profile after the confirmation, never the admin', async () => {
    const { db, user } = setup('/admin/usuarios');
    await screen.findByText('gratis@semmultas.dev');
    expect(screen.getByRole('button', { name: 'Excluir admin@semmultas.dev' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Premium de admin@semmultas.dev' })).toBeDisabled();

    // Issue 14: a column's filter is a choice above the table, named after the column.
    const filter = screen.getByRole('combobox', { name: 'Filtrar por Plano' });
    await user.selectOptions(filter, within(filter).getByRole('option', { name: /Expirado/ }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Excluir expirado@semmultas.dev' }));
    expect(await screen.findAllByText('Tem certeza que quer excluir esta assinatura?')).not.toHaveLength(0);
    db.fail['user_profiles.delete'] = { message: 'rede' };
    await user.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Erro ao deletar assinatura')).toBeInTheDocument();
    delete db.fail['user_profiles.delete'];
    await user.click(screen.getByRole('button', { name: 'Excluir expirado@semmultas.dev' }));
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Assinatura excluída.')).toBeInTheDocument();
    expect(db.calls).toContain('user_profiles.delete id=u-expirado');
  });
});

describe('subscription payments', () => {
  it("lists the payments read-only beside each buyer's plan, and leads to the user", async () => {
    const { db, user } = setup('/admin/pagamentos');
    await screen.findByText('fantasma@exemplo.com');
    expect(bodyRows()).toHaveLength(3);
    const gratis = screen.getByText('gratis@semmultas.dev').closest('tr')!;
    expect(within(gratis).getByText('Grátis')).toBeInTheDocument();
    expect(within(screen.getByText('fantasma@exemplo.com').closest('tr')!).getByText('Sem cadastro')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Excluir|^Editar/ })).not.toBeInTheDocument();
    expect(db.calls.sort()).toEqual(['assinaturas_plano.select', 'user_profiles.select']);

    await user.click(within(gratis).getByRole('button', { name: 'Ver usuário gratis@semmultas.dev' }));
    expect(locationRef.current).toBe('/admin/usuarios?busca=gratis%40semmultas.dev');
    await screen.findByRole('heading', { level: 2, name: 'Usuários / Planos de Assinatura' });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('textbox', { name: 'Buscar usuários' })).toHaveValue('gratis@semmultas.dev');
  });

  it("lists the provider's charges in their own tab: user, amount, method, status, paid at and ids (issue 20)", async () => {
    const { db, user } = setup('/admin/pagamentos');
    db.tables.payments = [
      {
        id: 1,
        user_id: 'u-premium',
        provider: 'sandbox',
        provider_payment_id: 'pay_001',
        amount_cents: 1499,
        method: 'pix',
        status: 'paid',
        due_date: '2026-11-01',
        paid_at: '2026-11-01T13:00:00Z',
        receipt_url: null,
        invoice_url: null,
        created_at: '2026-11-01T12:00:00Z',
        nfse_status: 'authorized',
        nfse_number: '000007',
        nfse_url: 'https://sandbox/nfse/inv_001',
      },
      {
        id: 2,
        user_id: 'u-gratis',
        provider: 'sandbox',
        provider_payment_id: 'pay_002',
        amount_cents: 1499,
        method: 'boleto',
        status: 'overdue',
        due_date: '2026-11-10',
        paid_at: null,
        receipt_url: null,
        invoice_url: null,
        created_at: '2026-11-02T12:00:00Z',
      },
    ];
    await screen.findByText('fantasma@exemplo.com');
    expect(db.calls).not.toContain('payments.select');
    await user.click(screen.getByRole('tab', { name: 'Cobranças' }));
    const charges = await screen.findByRole('table', { name: 'Cobranças do provedor de pagamento' });
    await waitFor(() => expect(within(charges).getAllByRole('row')).toHaveLength(3));
    const paid = within(charges).getByText('premium@semmultas.dev').closest('tr')!;
    expect(paid).toHaveTextContent('R$ 14,99');
    expect(paid).toHaveTextContent('Pix');
    expect(within(paid).getByText('Pago')).toBeInTheDocument();
    expect(paid).toHaveTextContent('sandbox · pay_001');
    expect(within(charges).getByRole('columnheader', { name: 'Nota fiscal' })).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'Nota fiscal nº 000007' }).getAttribute('href')).toBe('https://sandbox/nfse/inv_001');
    const overdue = within(charges).getByText('gratis@semmultas.dev').closest('tr')!;
    expect(within(overdue).getByText('Vencido')).toBeInTheDocument();
    expect(within(overdue).queryByRole('link', { name: /Nota fiscal/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Buscar cobranças' }), 'pay_002');
    await waitFor(() => expect(within(charges).getAllByRole('row')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /^Excluir|^Editar/ })).not.toBeInTheDocument();
  });
});
