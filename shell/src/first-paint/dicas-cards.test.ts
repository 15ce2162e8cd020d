import { cardExcerpt, cardTitle } from '@semmultas/shared/card-text';
import { htmlToText } from '@semmultas/shared/html-text';
import { dangerIn, xssPayloads } from '@semmultas/shared/testing/xss-corpus.ts';
import { dicasCards, FIRST_CARDS } from './dicas-cards';

const tip = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  type: 0,
  title: `Dica ${id}`,
  author: 'Equipe SemMultas',
  data: '2026-10-06',
  image: null,
  content: '<p>Texto da dica.</p>',
  is_premium: false,
  bloqueado: false,
  ...more,
});

/** What each painted card says, as a reader of the picture sees it. */
const cards = (list: HTMLElement | null) =>
  [...(list?.querySelectorAll('li') ?? [])].map((li) => ({
    badge: li.querySelector('.sm-first-tag')?.textContent ?? null,
    title: li.querySelector('h3')!.textContent,
    text: li.querySelector('.sm-first-excerpt')?.textContent ?? null,
    foot: [...li.querySelectorAll('.sm-first-foot > span')].map((s) => s.textContent),
  }));

describe('dicasCards: the first cards of the tips, from index.html’s own read', () => {
  it('writes what ConteudoCard writes: the 60/120 cut of the title and of the text read from the HTML, author and date, the badge', () => {
    const long = 'Simples Nacional: fique de olho no sublimite de R$ 3,6 milhões do ICMS e do ISS';
    const html =
      '<h2>Prazo</h2><p>A empresa do Simples Nacional pode faturar até R$ 4,8 milhões por ano, mas ao passar de R$ 3,6 milhões o ICMS e o ISS saem do DAS.</p>';
    const list = dicasCards([
      tip(1, { title: long, content: html, is_premium: true }),
      tip(2, { bloqueado: true, is_premium: true, author: null, data: null }),
      tip(3, { content: '' }),
    ]);
    expect(cards(list)).toEqual([
      { badge: 'Dica Premium', title: cardTitle(long), text: cardExcerpt(htmlToText(html)), foot: ['Equipe SemMultas', '06/10/2026'] },
      { badge: 'Premium', title: 'Dica 2', text: 'Texto da dica.', foot: ['', 'Data inválida'] },
      { badge: null, title: 'Dica 3', text: null, foot: ['Equipe SemMultas', '06/10/2026'] },
    ]);
    expect(cardTitle(long)).toMatch(/…$/);
    // A picture, out of the reading order: the page's own cards are read.
    expect(list!.getAttribute('aria-hidden')).toBe('true');
    expect(list!.querySelectorAll('a, button, input, [tabindex]')).toHaveLength(0);
  });

  it('draws as many as a first screen shows, in the order the database gave (newest first)', () => {
    const list = dicasCards(Array.from({ length: 9 }, (_, i) => tip(9 - i)));
    expect(cards(list).map((c) => c.title)).toEqual(['Dica 9', 'Dica 8', 'Dica 7', 'Dica 6', 'Dica 5', 'Dica 4'].slice(0, FIRST_CARDS));
  });

  it('leaves the page to the app when the answer is not a list of tips it can write as the app would', () => {
    expect(dicasCards([])).toBeNull(); // the page says "no tips" itself
    expect(dicasCards({ message: 'JWT expired' })).toBeNull();
    expect(dicasCards([{ id: '1', title: 'x' }])).toBeNull();
    expect(dicasCards([tip(1, { data: '2026-10-06T12:00:00Z' })])).toBeNull(); // a timestamp: dayjs, in the viewer's zone
    expect(dicasCards([tip(1, { image: 'https://x.dev/a.png' })])).toBeNull(); // a picture's band is taller
    expect(cards(dicasCards([tip(1, { data: '2026-02-31' })]))[0]!.foot[1]).toBe('Data inválida');
  });

  const payloads = xssPayloads();
  if (!payloads) console.warn('Corpus XSS ausente: só as cargas fixas do teste.');
  it('puts every stored word in as text: no public XSS payload, as title, text or author, makes an element', () => {
    const fixed = [
      '<img src=x onerror=alert(1)>',
      '<script>window.x=1</script>',
      '"><svg onload=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
    ];
    for (const payload of [...fixed, ...(payloads ?? [])]) {
      const list = dicasCards([tip(1, { title: payload, content: payload, author: payload })]);
      // Our own elements only: the list, its card's boxes, the band's icon.
      const tags = new Set([...list!.querySelectorAll('*')].map((el) => el.tagName.toLowerCase()));
      for (const tag of tags) expect(['li', 'div', 'span', 'svg', 'path', 'h3']).toContain(tag);
      // The icons are ours (antd's paths); the rest must hold nothing that could run.
      for (const ours of list!.querySelectorAll('.sm-first-icon')) ours.remove();
      expect(dangerIn(list!)).toEqual([]);
      expect(list!.querySelector('h3')!.textContent).toBe(cardTitle(payload));
    }
  });
});
