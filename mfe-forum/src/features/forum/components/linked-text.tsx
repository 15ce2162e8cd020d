// A user's text on screen: React text nodes, with its http(s) links as <a> elements that open
// in a new tab without a way back into the app. No HTML from users is ever interpreted.
import { useMemo } from 'react';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import { splitLinks } from '../utils/linkify';

export function LinkedText({ text, id }: { text: string; id?: string }) {
  const pieces = useMemo(() => splitLinks(text), [text]);
  return (
    <p className="sm-forum-text" id={id}>
      {pieces.map((piece, i) =>
        piece.kind === 'text' ? (
          piece.text
        ) : (
          <a key={i} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
            <VisuallyHidden> (abre em nova aba)</VisuallyHidden>
          </a>
        ),
      )}
    </p>
  );
}
