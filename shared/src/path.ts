/** "/forum/" → "/forum" ("/" stays): the guards, the first page and the page headers read an address so. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
