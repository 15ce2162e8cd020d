import { formatDateBR } from '@semmultas/shared/format';
import type { Conteudo } from '@semmultas/shared/types';
import { CARD_TEXT_MAX, CARD_TITLE_MAX, cardExcerpt, cardTitle } from '@semmultas/shared/card-text';
import { searchConteudos, sortNewestFirst, toListItem } from './card-text';
import { conteudoTypeLabel } from './conteudo-types';

const conteudo = (over: Partial<Conteudo>): Conteudo => ({
  id: 1,
  title: 'Título',
  type: 0,
  author: null,
  data: '2026-01-01',
  image: null,
  content: null,
  ...over,
});

describe('card truncation (SPEC §9)', () => {
  it('keeps short titles whole', () => {
    expect(cardTitle('ICMS no Simples')).toBe('ICMS no Simples');
    expect(cardTitle(null)).toBe('');
  });
  it('cuts titles at 60 characters with an ellipsis', () => {
    const long = 'Substituição tributária do ICMS nas vendas interestaduais: o que a pequena empresa precisa saber';
    const cut = cardTitle(long);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(CARD_TITLE_MAX + 1);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });
  it('cuts the content at 120 characters of plain text, never of HTML', () => {
    const html = `<h2>Prazo</h2><p>A <strong>DeSTDA</strong> vence no dia 28 do mês seguinte.</p><ul><li>${'Guarde os recibos de entrega. '.repeat(8)}</li></ul>`;
    const item = toListItem(conteudo({ content: html }));
    const excerpt = cardExcerpt(item.text);
    expect(excerpt).not.toMatch(/[<>]/);
    expect(excerpt.startsWith('Prazo A DeSTDA vence no dia 28')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(CARD_TEXT_MAX + 1);
    expect(excerpt.endsWith('…')).toBe(true);
  });
  it('does not leave punctuation before the ellipsis', () => {
    const text = `${'palavra '.repeat(13)}celular, consulta de notas e muito mais coisas úteis`;
    expect(text.slice(0, 120)).toMatch(/celular,/);
    expect(cardExcerpt(text)).toMatch(/celular…$/);
  });
  it('never lets markup or script through into the text', () => {
    const item = toListItem(conteudo({ content: '<p>Olá<script>alert(1)</script> <img src=x onerror=alert(1)>mundo &amp; cia</p>' }));
    expect(item.text).toBe('Olá mundo & cia');
  });
  it('reads empty content as empty text', () => {
    expect(toListItem(conteudo({ content: null })).text).toBe('');
    expect(cardExcerpt('')).toBe('');
  });
});

describe('date formatting (SPEC §8)', () => {
  it('shows pt-BR dates and "Data inválida" for bad ones', () => {
    expect(formatDateBR('2026-03-09')).toBe('09/03/2026');
    expect(formatDateBR('2026-02-30')).toBe('Data inválida');
    expect(formatDateBR('')).toBe('Data inválida');
    expect(formatDateBR(null)).toBe('Data inválida');
  });
});

describe('type labels', () => {
  it("names the three types and says 'Tipo não encontrado' otherwise", () => {
    expect([0, 1, 2].map(conteudoTypeLabel)).toEqual(['Dica tributária', 'Contador parceiro', 'Indicação de app']);
    expect(conteudoTypeLabel(3)).toBe('Tipo não encontrado');
    expect(conteudoTypeLabel(null)).toBe('Tipo não encontrado');
  });
});

describe('newest first', () => {
  it('sorts by date, undated last, ties by id', () => {
    const sorted = sortNewestFirst([
      conteudo({ id: 1, data: '2025-05-01' }),
      conteudo({ id: 2, data: null }),
      conteudo({ id: 3, data: '2026-01-10' }),
      conteudo({ id: 4, data: '2025-05-01' }),
      conteudo({ id: 5, data: 'lixo' }),
      conteudo({ id: 6, data: '2026-02-31' }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([3, 4, 1, 6, 5, 2]);
  });
});

describe('search', () => {
  const items = [
    conteudo({ id: 1, title: 'Prazo do ICMS', author: 'Ana Lima', content: '<p>Guia mensal</p>' }),
    conteudo({ id: 2, title: 'Nota fiscal', author: 'João Souza', content: '<p>Substituição tributária na NF-e</p>' }),
    conteudo({ id: 3, title: 'MEI', author: null, content: null }),
  ].map(toListItem);
  const ids = (q: string) => searchConteudos(items, q).map((c) => c.id);

  it('"icms" finds "ICMS"', () => expect(ids('icms')).toEqual([1]));
  it('"substituicao" finds "Substituição" in the text', () => expect(ids('substituicao')).toEqual([2]));
  it('finds by author without accents', () => expect(ids('joao')).toEqual([2]));
  it('does not match inside HTML tags', () => expect(ids('strong')).toEqual([]));
  it('shows everything for a blank query', () => expect(ids(' ')).toEqual([1, 2, 3]));
});
