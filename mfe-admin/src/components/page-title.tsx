import type { ReactNode } from 'react';
import { PlainParagraph, PlainTitle } from '@semmultas/shared/ui/plain-typography';

/** The page's h2 (the shell's top bar is the frame) and one line on what the page is for. */
export function PageTitle({ id, title, subtitle }: { id?: string; title: string; subtitle: ReactNode }) {
  return (
    <header style={{ marginBottom: 16 }}>
      <PlainTitle level={2} id={id} style={{ margin: 0, fontSize: 22, overflowWrap: 'anywhere' }}>
        {title}
      </PlainTitle>
      <PlainParagraph type="secondary" style={{ margin: '4px 0 0' }}>
        {subtitle}
      </PlainParagraph>
    </header>
  );
}
