// The forms validate with plain functions (tested without a DOM) that say, per field, what is
// wrong in Portuguese. The database's triggers check the same limits (supabase/README.md).

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors<K extends string>(errors: FormErrors<K>): boolean {
  return Object.values(errors).some(Boolean);
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

/** An absolute http(s) address, as the database accepts it. */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * True when an editor's HTML has nothing a reader would see: no text (spaces and &nbsp; do
 * not count) and no picture or table. CKEditor answers "" or "<p>&nbsp;</p>" when empty.
 */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  if (/<(img|table|hr|video|audio|figure)\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text === '';
}

export const HTML_MAX = 1_000_000;
