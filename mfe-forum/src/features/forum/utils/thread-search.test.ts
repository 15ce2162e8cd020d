import type { ForumThread } from '@semmultas/shared/types';
import { filterThreads, replyThatMatches, threadMatches } from './thread-search';

const threads: ForumThread[] = [
  {
    id: 1,
    user_email: 'ana@empresa.com.br',
    description: 'Como funciona a Substituição Tributária do ICMS?',
    created_at: '2026-01-01T00:00:00Z',
    responses: [],
  },
  {
    id: 2,
    user_email: 'joao@contabil.com.br',
    description: 'Dúvida sobre a DeSTDA',
    created_at: '2026-01-02T00:00:00Z',
    responses: [{ id: 'r1', user_email: 'carla@contadora.com.br', response: 'A guia é a GNRE, com código de receita próprio.', date: '2026-01-03T00:00:00Z' }],
  },
];

describe('forum search', () => {
  it('ignores accents and case in both directions', () => {
    expect(filterThreads(threads, 'substituicao tributaria').map((t) => t.id)).toEqual([1]);
    expect(filterThreads(threads, 'SUBSTITUIÇÃO').map((t) => t.id)).toEqual([1]);
    expect(filterThreads(threads, 'duvida').map((t) => t.id)).toEqual([2]);
    expect(filterThreads(threads, 'icms').map((t) => t.id)).toEqual([1]);
  });

  it('finds words in replies and in authors', () => {
    expect(filterThreads(threads, 'gnre').map((t) => t.id)).toEqual([2]);
    expect(filterThreads(threads, 'carla').map((t) => t.id)).toEqual([2]);
    expect(filterThreads(threads, 'ana@empresa').map((t) => t.id)).toEqual([1]);
  });

  it('needs every word somewhere in the thread, not all in the same place', () => {
    expect(threadMatches(threads[1]!, 'destda gnre')).toBe(true);
    expect(threadMatches(threads[1]!, 'destda icms')).toBe(false);
  });

  it('returns everything, in order, for an empty search', () => {
    expect(filterThreads(threads, '  ').map((t) => t.id)).toEqual([1, 2]);
  });

  it('points at the reply that explains a match found only in replies', () => {
    expect(replyThatMatches(threads[1]!, 'guia')?.id).toBe('r1');
    expect(replyThatMatches(threads[1]!, 'destda')).toBeUndefined();
    expect(replyThatMatches(threads[1]!, '')).toBeUndefined();
  });
});
