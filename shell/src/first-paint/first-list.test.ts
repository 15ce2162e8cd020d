import type { BootState } from '@semmultas/shared/first-read';
import { conteudosFirstRead, takeFirstRead } from '@semmultas/shared/first-read';
import { TOKEN_MARGIN_S } from '../lib/session-storage';
import { FIRST_LIST_SLOT, placeFirstList, startFirstList, storedAccessToken } from './first-list';

const URL_ = 'http://localhost:54321';
const KEY = 'sb-localhost-auth-token';
const NOW = Date.UTC(2026, 10, 27, 12);

/** What fetch answers (jsdom has no Response). */
const answer = (status: number, body: unknown) => ({ ok: status < 300, status, json: async () => body });
const session = (expiresInS: number) => JSON.stringify({ access_token: 'token-do-usuario', expires_at: NOW / 1000 + expiresInS });

describe('storedAccessToken', () => {
  beforeEach(() => localStorage.clear());

  it("reads supabase-js' own key for the project, while the token is good for another minute", () => {
    localStorage.setItem(KEY, session(3600));
    expect(storedAccessToken(URL_, localStorage, NOW)).toBe('token-do-usuario');
    localStorage.setItem(KEY, session(TOKEN_MARGIN_S - 1));
    expect(storedAccessToken(URL_, localStorage, NOW)).toBeNull(); // the app refreshes it first
    localStorage.setItem(KEY, '{not json');
    expect(storedAccessToken(URL_, localStorage, NOW)).toBeNull();
    localStorage.removeItem(KEY);
    expect(storedAccessToken(URL_, localStorage, NOW)).toBeNull();
    localStorage.setItem('sb-abcdefgh-auth-token', JSON.stringify({ access_token: 't', expires_at: NOW / 1000 + 3600 }));
    expect(storedAccessToken('https://abcdefgh.supabase.co', localStorage, NOW)).toBe('t');
  });
});

describe('startFirstList and placeFirstList', () => {
  const read = conteudosFirstRead(0);
  const config = { supabaseUrl: URL_, supabaseAnonKey: 'anon', remotes: {}, contactEmail: '' };
  let fetchMock: jest.Mock;
  const drawn = () => {
    const ul = document.createElement('ul');
    ul.className = 'cards';
    return ul;
  };

  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick'] });
    localStorage.setItem(KEY, session(3600));
    window.__semmultasBoot = { config: Promise.resolve(config), landing: Promise.resolve(false) } as unknown as BootState;
    fetchMock = jest.fn(async () => answer(200, [{ id: 1, title: 'Dica' }]));
    global.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/dicas-tributarias');
    document.body.innerHTML = `<div ${FIRST_LIST_SLOT}="/dicas-tributarias"></div><div ${FIRST_LIST_SLOT}="/forum"></div>`;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete window.__semmultasBoot;
    localStorage.clear();
  });

  it("asks for the page's RPC with the stored user's token, keeps the answer for the area and paints it into the page's slot", async () => {
    startFirstList('/dicas-tributarias', read, Promise.resolve(drawn));
    const started = window.__semmultasBoot!.reads![read.key]!;
    await expect(started.promise).resolves.toEqual([{ id: 1, title: 'Dica' }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${URL_}/rest/v1/rpc/conteudos_visiveis`);
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ apikey: 'anon', authorization: 'Bearer token-do-usuario', 'content-type': 'application/json' });
    expect(JSON.parse(String(init.body))).toEqual({ conteudo_tipo: 0 });
    await Promise.resolve();
    expect(started.rows).toEqual([{ id: 1, title: 'Dica' }]);
    expect(document.querySelector(`[${FIRST_LIST_SLOT}="/dicas-tributarias"] > ul.cards`)).not.toBeNull();
    expect(document.querySelector(`[${FIRST_LIST_SLOT}="/forum"]`)!.children).toHaveLength(0);
    // The app's entry waits until the frame with the list is drawn.
    let painted = false;
    void window.__semmultasBoot!.firstListPainted!.then(() => (painted = true));
    await jest.runAllTimersAsync();
    expect(painted).toBe(true);
    // The area takes it once.
    expect(takeFirstRead(read.key, 30_000)).toBe(started);
    expect(takeFirstRead(read.key, 30_000)).toBeUndefined();
  });

  it('moves the list into the slot the shell draws later (its loading header), and drops it once the visit is elsewhere', async () => {
    startFirstList('/dicas-tributarias', read, Promise.resolve(drawn));
    await jest.runAllTimersAsync();
    const list = document.querySelector('ul.cards')!;
    document.body.innerHTML = `<main><div ${FIRST_LIST_SLOT}="/dicas-tributarias"></div></main>`;
    placeFirstList();
    expect(document.querySelector(`main [${FIRST_LIST_SLOT}] > ul.cards`)).toBe(list);
    window.history.replaceState(null, '', '/forum');
    document.body.innerHTML = `<div ${FIRST_LIST_SLOT}="/dicas-tributarias"></div>`;
    placeFirstList();
    expect(document.querySelector('ul.cards')).toBeNull();
    expect(window.__semmultasBoot!.firstList).toBeUndefined();
  });

  it('asks nothing with a session about to end, and paints nothing from a refusal: the app reads and draws the page itself', async () => {
    localStorage.setItem(KEY, session(10));
    startFirstList('/dicas-tributarias', read, Promise.resolve(drawn));
    await expect(window.__semmultasBoot!.reads![read.key]!.promise).rejects.toThrow();
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem(KEY, session(3600));
    fetchMock.mockResolvedValueOnce(answer(401, { message: 'permission denied' }));
    startFirstList('/dicas-tributarias', read, Promise.resolve(drawn));
    await expect(window.__semmultasBoot!.reads![read.key]!.promise).rejects.toThrow('HTTP 401');
    await expect(window.__semmultasBoot!.firstListPainted).resolves.toBeUndefined();
    expect(document.querySelector('ul.cards')).toBeNull();
  });

  it("keeps the answer for the area when the drawers' file does not come, and paints nothing", async () => {
    const missing = Promise.reject(new Error('/first-lists.0123456789.js'));
    startFirstList('/dicas-tributarias', read, missing);
    await expect(window.__semmultasBoot!.firstListPainted).resolves.toBeUndefined();
    const started = window.__semmultasBoot!.reads![read.key]!;
    await started.promise;
    await Promise.resolve();
    expect(started.rows).toEqual([{ id: 1, title: 'Dica' }]);
    expect(document.querySelector('ul.cards')).toBeNull();
  });

  it('leaves an answer with nothing to draw to the app, and does nothing without index.html’s boot state', async () => {
    startFirstList(
      '/dicas-tributarias',
      read,
      Promise.resolve(() => null),
    );
    await jest.runAllTimersAsync();
    expect(window.__semmultasBoot!.firstList).toBeUndefined();
    delete window.__semmultasBoot;
    expect(() => startFirstList('/dicas-tributarias', read, Promise.resolve(drawn))).not.toThrow();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("loadFirstListDrawers: the drawers' own file (first-lists.ts)", () => {
  const SRC = '/first-lists.0123456789.js';
  const load = async () => {
    let module!: typeof import('./first-list');
    await jest.isolateModulesAsync(async () => {
      module = await import('./first-list');
    });
    return module.loadFirstListDrawers;
  };
  afterEach(() => {
    delete window.__semmultasFirstLists;
    document.head.innerHTML = '';
  });

  it('asks for the file once, and gives the drawers it leaves', async () => {
    const loadFirstListDrawers = await load();
    const first = loadFirstListDrawers(SRC);
    expect(loadFirstListDrawers(SRC)).toBe(first);
    const scripts = document.head.querySelectorAll(`script[src="${SRC}"]`);
    expect(scripts).toHaveLength(1);
    const drawers = { '/forum': () => null };
    window.__semmultasFirstLists = drawers;
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(drawers);
  });

  it('fails when the file does not come, or comes without its drawers (the page is then left to the app)', async () => {
    const missing = (await load())(SRC);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await expect(missing).rejects.toThrow(SRC);
    const empty = (await load())(SRC);
    document.head.querySelectorAll('script')[1]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow(SRC);
  });
});
