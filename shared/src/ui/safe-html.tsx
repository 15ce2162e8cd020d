import { useMemo } from 'react';
import { sanitizeHtml } from '../sanitize';

/** Renders database HTML only after the shared DOMPurify sanitizer. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
