import type { ForumThread } from '@semmultas/shared/types';
import { mergeThreads, repliesInOrder, replyCountLabel, sortNewestFirst } from './thread-order';

const t = (id: number, created_at: string | undefined): ForumThread => ({ id, user_email: 'a@b.c', description: `t${id}`, responses: [], created_at });

describe('thread order', () => {
  it('puts the newest thread first, equal dates by the higher id, undated last', () => {
    const threads = [t(1, '2026-01-01T10:00:00Z'), t(2, undefined), t(3, '2026-03-01T10:00:00Z'), t(4, '2026-01-01T10:00:00Z'), t(5, '2026-01-01T09:00:00-03:00')];
    expect(sortNewestFirst(threads).map((x) => x.id)).toEqual([3, 5, 4, 1, 2]);
  });

  it('merges a page into what is loaded without repeating a thread, keeping the fresher copy', () => {
    const loaded = [t(3, '2026-03-01T00:00:00Z'), t(2, '2026-02-01T00:00:00Z')];
    const fresher = { ...t(2, '2026-02-01T00:00:00Z'), description: 'nova cópia' };
    const merged = mergeThreads(loaded, [fresher, t(1, '2026-01-01T00:00:00Z')]);
    expect(merged.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(merged[1]!.description).toBe('nova cópia');
  });

  it('lists replies in the order they were written', () => {
    const replies = [
      { id: 'b', user_email: 'x', response: 'segunda', date: '2026-01-02T00:00:00.000Z' },
      { id: 'a', user_email: 'x', response: 'primeira', date: '2026-01-01T00:00:00.000Z' },
      { id: 'c', user_email: 'x', response: 'terceira (mesmo instante)', date: '2026-01-02T00:00:00.000Z' },
    ];
    expect(repliesInOrder(replies).map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(repliesInOrder(null)).toEqual([]);
  });

  it('counts replies in Portuguese', () => {
    expect(replyCountLabel(0)).toBe('Nenhuma resposta');
    expect(replyCountLabel(1)).toBe('1 resposta');
    expect(replyCountLabel(1234)).toBe('1.234 respostas');
  });
});
