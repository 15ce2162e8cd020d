// Issue 14: the header (h2 and grey line) of the areas' first pages, in one place, because three
// things draw it with the same words and must draw it in the same place: index.html before any
// script has loaded (shell/src/first-paint), the shell while the area's remote loads
// (RemoteRoute), then the area itself with `PageHeader`. A page whose LCP element is its own
// header is then complete at first paint, not after react-dom, antd and its remote have run.
import { FEATURES, findArea } from './routes';

export interface PageHead {
  /** The area's name in the menu (routes.ts AREAS). */
  title: string;
  subtitle: string;
  /** `PageHeader`'s `extra` is a SearchBox (antd's large Input, 40 px high): its place is kept. */
  search: true;
}

function head(path: string, subtitle?: string): PageHead {
  const title = findArea(path)?.title;
  // The home cards' sentence, unless the page says something more precise.
  const text = subtitle ?? FEATURES.find((f) => f.path === path)?.text;
  if (!title || !text) throw new Error(`page-heads: ${path} is not an area with a sentence`);
  return { title, subtitle: text, search: true };
}

/** By path, without a trailing slash: only the area's first page (not /forum/12). */
export const PAGE_HEADS: Readonly<Record<string, PageHead>> = {
  '/sefaz-estaduais': head(
    '/sefaz-estaduais',
    'Escolha um estado para ver os serviços, portais e orientações da sua Secretaria da Fazenda.',
  ),
  '/dicas-tributarias': head('/dicas-tributarias'),
  '/contadores-parceiros': head('/contadores-parceiros'),
  '/indicacao-apps': head('/indicacao-apps', FEATURES.find((f) => f.id === 'indicacao-apps')?.text),
  '/forum': head('/forum'),
};

/** The header `pathname` opens with, when the address asks for nothing else (no ?busca=, no #). */
export function pageHeadFor(pathname: string, search = ''): PageHead | null {
  if (search && search !== '?') return null;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(PAGE_HEADS, path) ? PAGE_HEADS[path]! : null;
}
