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
