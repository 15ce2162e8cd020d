// A remote that loads and then throws while rendering (issue 17): the fallback shows, the rest
// of the page stays, and "Tentar novamente" mounts it again.
import { useLayoutEffect, type ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG } from '@semmultas/shared/messages';
import { PAGE_HEADS } from '@semmultas/shared/page-heads';
import type { RemoteProps } from '@semmultas/shared/types';
import type { BootState } from '@semmultas/shared/first-read';
import { ShellContext, type ShellState } from '../lib/shell-context';
import { RemoteRegistry } from './remote-registry';
import { RemoteRoute } from './remote-route';

describe('RemoteRoute', () => {
  afterEach(() => delete window.__semmultasBoot);

  it('shows the fallback when the remote throws while rendering, and "Tentar novamente" recovers', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    function ForumApp({ basePath }: RemoteProps) {
      if (broken) throw new Error('render failed');
      return <h2>Fórum em {basePath}</h2>;
    }
    const registry = new RemoteRegistry(
      { registerRemotes: () => undefined, loadRemote: async <T,>() => ({ default: ForumApp }) as T },
      { forum: 'http://x/mf-manifest.json' },
    );
    const value = { registry, supabase: {}, user: null, plan: 'premium', config: {} } as unknown as ShellState;
    render(
      <MemoryRouter initialEntries={['/forum']}>
        <ShellContext.Provider value={value}>
          <nav>Menu</nav>
          <RemoteRoute name="forum" basePath="/forum" />
        </ShellContext.Provider>
      </MemoryRouter>,
    );

    expect(await screen.findByText(MSG.remoteDown)).toBeInTheDocument();
    expect(screen.getByText('Menu')).toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalledWith('[SemMultas] módulo forum', expect.objectContaining({ message: 'render failed' }));

    broken = false;
    await userEvent.click(screen.getByRole('button', { name: MSG.retry }));
    expect(await screen.findByRole('heading', { name: 'Fórum em /forum' })).toBeInTheDocument();
    expect(screen.queryByText(MSG.remoteDown)).toBeNull();
    errorSpy.mockRestore();
  });

  it('renders a remote already loaded (started by index.ts beside the shell) in its first frame, with no skeleton before it', async () => {
    function ForumApp({ basePath }: RemoteProps) {
      return <h2>Fórum em {basePath}</h2>;
    }
    const registry = new RemoteRegistry(
      { registerRemotes: () => undefined, loadRemote: async <T,>() => ({ default: ForumApp }) as T },
      { forum: 'http://x/mf-manifest.json' },
    );
    await registry.load('forum');
    const value = { registry, supabase: {}, user: null, plan: 'premium', config: {} } as unknown as ShellState;
    render(
      <ShellContext.Provider value={value}>
        <RemoteRoute name="forum" basePath="/forum" />
      </ShellContext.Provider>,
    );
    // Synchronously, in the render's own commit: nothing awaited.
    expect(screen.getByRole('heading', { name: 'Fórum em /forum' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando' })).toBeNull();
  });

  it.each([
    ['/forum', true],
    ['/forum/12', false],
    ['/forum?busca=nota', false],
  ])("while the remote loads, %s shows the area's header over the skeleton: %s", async (address, withHeader) => {
    let arrive: (app: { default: () => ReactElement }) => void = () => undefined;
    const registry = new RemoteRegistry(
      { registerRemotes: () => undefined, loadRemote: <T,>() => new Promise<T>((resolve) => (arrive = resolve as typeof arrive)) },
      { forum: 'http://x/mf-manifest.json' },
    );
    const value = { registry, supabase: {}, user: null, plan: 'premium', config: {} } as unknown as ShellState;
    render(
      <MemoryRouter initialEntries={[address]}>
        <ShellContext.Provider value={value}>
          <RemoteRoute name="forum" basePath="/forum" />
        </ShellContext.Provider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Fórum' }) !== null).toBe(withHeader);
    expect(screen.queryByText(PAGE_HEADS['/forum']!.subtitle) !== null).toBe(withHeader);
    arrive({ default: () => <h2>O fórum</h2> });
    expect(await screen.findByRole('heading', { name: 'O fórum' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando' })).toBeNull();
  });

  it("keeps the cards index.html's script painted (first-paint/first-list.ts) under the loading header, in its first commit, until the area draws its own", async () => {
    window.history.replaceState(null, '', '/dicas-tributarias');
    const painted = document.createElement('ul');
    painted.setAttribute('aria-hidden', 'true');
    painted.innerHTML = '<li>Denúncia espontânea</li>';
    window.__semmultasBoot = { firstList: { path: '/dicas-tributarias', node: painted } } as unknown as BootState;
    let arrive: (app: { default: () => ReactElement }) => void = () => undefined;
    const registry = new RemoteRegistry(
      { registerRemotes: () => undefined, loadRemote: <T,>() => new Promise<T>((resolve) => (arrive = resolve as typeof arrive)) },
      { contents: 'http://x/mf-manifest.json' },
    );
    const value = { registry, supabase: {}, user: null, plan: 'premium', config: {} } as unknown as ShellState;
    // Where the cards are when the commit's layout effects run, before the browser paints it.
    let inCommit: Element | null = null;
    function AfterRoute() {
      useLayoutEffect(() => void (inCommit = painted.parentElement), []);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/dicas-tributarias']}>
        <ShellContext.Provider value={value}>
          <RemoteRoute name="contents" basePath="/dicas-tributarias" />
          <AfterRoute />
        </ShellContext.Provider>
      </MemoryRouter>,
    );
    expect(inCommit!.getAttribute('data-sm-first-list')).toBe('/dicas-tributarias');
    expect(screen.getByRole('status', { name: 'Carregando' })).toBeInTheDocument();
    arrive({ default: () => <h2>As dicas</h2> });
    expect(await screen.findByRole('heading', { name: 'As dicas' })).toBeInTheDocument();
    expect(painted.isConnected).toBe(false);
  });
});
