import { CARD_TEXT_MAX, CARD_TITLE_MAX, cardExcerpt, cardTitle } from './card-text';
import { htmlToText } from './html-text';

describe('card text (SPEC §9)', () => {
  it('cuts the title at 60 and the text at 120 characters, with an ellipsis', () => {
    const title = 'Substituição tributária do ICMS nas vendas interestaduais: o que a pequena empresa precisa saber';
    const cut = cardTitle(title);
    expect(cut.length).toBeLessThanOrEqual(CARD_TITLE_MAX + 1);
    expect(cut.endsWith('…')).toBe(true);
    expect(cardTitle('Curto')).toBe('Curto');
    expect(cardTitle(null)).toBe('');
    const text = cardExcerpt('palavra '.repeat(40));
    expect(text.length).toBeLessThanOrEqual(CARD_TEXT_MAX + 1);
  });

  it('does not leave punctuation before the ellipsis', () => {
    expect(cardExcerpt(`${'palavra '.repeat(13)}celular, consulta de notas e muito mais`)).toMatch(/celular…$/);
  });

  it('reads HTML as plain text with words kept apart', () => {
    expect(htmlToText('<h2>Prazo</h2><p>Até <strong>dia 20</strong>.</p><ul><li>um</li><li>dois</li></ul>')).toBe(
      'Prazo Até dia 20. um dois',
    );
    expect(htmlToText('<p>a<script>x()</script></p>')).toBe('a');
    expect(htmlToText(null)).toBe('');
  });
});
