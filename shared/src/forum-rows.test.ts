import { isoTimestamp, summaryOf, toSummary, toThread } from './forum-rows';

describe('forum rows', () => {
  it("reads Postgres' timestamp text as ISO 8601", () => {
    expect(isoTimestamp('2026-11-11 22:07:37.956+00')).toBe('2026-11-11T22:07:37.956+00:00');
    expect(isoTimestamp('2026-11-11 22:07:37.956123-03')).toBe('2026-11-11T22:07:37.956123-03:00');
    expect(isoTimestamp('2026-11-11T22:07:37+05:30')).toBe('2026-11-11T22:07:37+05:30');
    expect(isoTimestamp('2026-11-11T22:07:37.956Z')).toBe('2026-11-11T22:07:37.956Z');
    expect(isoTimestamp(undefined)).toBeUndefined();
    expect(Date.parse(isoTimestamp('2026-11-11 22:07:37.956+00')!)).toBe(Date.UTC(2026, 10, 11, 22, 7, 37, 956));
  });

  it('reads a listed thread with a numeric id, a name for every author and no e-mail', () => {
    expect(toSummary({ id: '7', user_id: null, author_name: '', description: 'x', reply_count: 3, user_email: 'a@b.c' })).toEqual({
      id: 7,
      user_id: null,
      author_name: 'Usuário',
      description: 'x',
      created_at: undefined,
      reply_count: 3,
      last_reply_at: null,
      is_full: false,
      match: null,
    });
  });

  it('reads an open thread with its replies always a list, and gives the list its summary back', () => {
    const thread = toThread({ id: 1, author_name: 'Ana', description: 'x', reply_count: 0, replies: null, max_replies: 2000 });
    expect(thread.replies).toEqual([]);
    expect(summaryOf(thread)).not.toHaveProperty('replies');
  });
});
