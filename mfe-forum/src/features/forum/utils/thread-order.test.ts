import type { ForumReply, ForumThreadSummary } from '@semmultas/shared/types';
import { appendReplies, mergeThreads, sortNewestFirst } from './thread-order';

const t = (id: number, created_at: string | undefined): ForumThreadSummary => ({
  id,
  user_id: 'u',
  author_name: 'Ana',
  description: `t${id}`,
  created_at,
  reply_count: 0,
  last_reply_at: null,
  is_full: false,
});
const r = (id: string): ForumReply => ({ id, user_id: 'u', author_name: 'Ana', response: id, date: '2026-01-01T00:00:00.000Z' });

describe('thread order', () => {
  it('puts the newest thread first, equal dates by the higher id, undated last', () => {
    const threads = [
      t(1, '2026-01-01T10:00:00Z'),
      t(2, undefined),
      t(3, '2026-03-01T10:00:00Z'),
      t(4, '2026-01-01T10:00:00Z'),
      t(5, '2026-01-01T09:00:00-03:00'),
    ];
    expect(sortNewestFirst(threads).map((x) => x.id)).toEqual([3, 5, 4, 1, 2]);
  });

  it('merges a page into what is loaded without repeating a thread, keeping the fresher copy', () => {
    const loaded = [t(3, '2026-03-01T00:00:00Z'), t(2, '2026-02-01T00:00:00Z')];
    const fresher = { ...t(2, '2026-02-01T00:00:00Z'), description: 'nova cópia' };
    const merged = mergeThreads(loaded, [fresher, t(1, '2026-01-01T00:00:00Z')]);
    expect(merged.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(merged[1]!.description).toBe('nova cópia');
  });

  it('appends a page of replies in order, each reply once', () => {
    expect(appendReplies([r('a'), r('b')], [r('b'), r('c')]).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
});
