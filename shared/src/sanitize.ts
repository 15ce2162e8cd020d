// The one HTML sanitizer (ARCHITECTURE "Backend"): every HTML string that comes from the
// database passes through here before it reaches the DOM.
import DOMPurify from 'dompurify';

let hooked = false;

function purifier() {
  if (!hooked) {
    // Links that leave the app open in a new tab without handing it our window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed', 'script'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}

/** Plain text of an HTML fragment (for card excerpts). */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  // Block ends become spaces, so "<p>Prazo</p><p>A guia…" reads "Prazo A guia…".
  const clean = sanitizeHtml(html).replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote|section|article)>|<br\s*\/?>/gi, '$& ');
  if (typeof document === 'undefined')
    return clean
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const div = document.createElement('div');
  div.innerHTML = clean;
  return (div.textContent ?? '').replace(/\s+/g, ' ').trim();
}
