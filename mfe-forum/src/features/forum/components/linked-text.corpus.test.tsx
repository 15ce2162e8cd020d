import { render } from '@testing-library/react';
import { dangerIn, XSS_CORPUS, xssPayloads } from '@semmultas/shared/testing/xss-corpus.ts';
import { LinkedText } from './linked-text';

const payloads = xssPayloads();
if (!payloads) console.warn(`Corpus XSS ausente em ${XSS_CORPUS}: teste do corpus ignorado.`);

(payloads ? describe : describe.skip)('forum text against every public XSS payload', () => {
  it('stays text: the only elements are the paragraph and http(s) links', () => {
    const { container } = render(
      <div>
        {payloads!.map((text, i) => (
          <LinkedText key={i} text={text} />
        ))}
      </div>,
    );
    expect(dangerIn(container)).toEqual([]);
    const tags = new Set(Array.from(container.querySelectorAll('*')).map((el) => el.tagName.toLowerCase()));
    expect([...tags].sort()).toEqual(['a', 'div', 'p', 'span']);
    for (const a of Array.from(container.querySelectorAll('a'))) expect(a.getAttribute('href')).toMatch(/^https?:\/\//);
  });
});
