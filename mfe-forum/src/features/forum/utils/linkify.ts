// User text → plain-text pieces and links. Nothing here produces HTML: the components turn the
// pieces into React text nodes and <a> elements, so markup typed by a user stays visible text.
import { linkifyit } from 'linkify-it';

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// http(s) only: no mailto:, ftp:, protocol-relative "//host" or e-mail detection. Schemaless
// "www.sefaz.sp.gov.br" and "sefaz.rs.gov.br" are recognised and become http:// links.
const linkify = linkifyit({ fuzzyLink: true, fuzzyEmail: false, fuzzyIP: false }).add('ftp:', null).add('mailto:', null).add('//', null);

/** The address as an http(s) href, or null for anything else (javascript:, data:, broken). */
export function safeHttpUrl(candidate: string): string | null {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** Splits text at the links it contains; the pieces joined give back the text unchanged. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const push = (piece: string) => {
    if (!piece) return;
    const prev = pieces[pieces.length - 1];
    if (prev?.kind === 'text') prev.text += piece;
    else pieces.push({ kind: 'text', text: piece });
  };
  for (const match of linkify.match(text) ?? []) {
    push(text.slice(last, match.index));
    const raw = text.slice(match.index, match.lastIndex);
    const href = safeHttpUrl(match.url);
    if (href) pieces.push({ kind: 'link', text: raw, href });
    else push(raw);
    last = match.lastIndex;
  }
  push(text.slice(last));
  return pieces;
}
