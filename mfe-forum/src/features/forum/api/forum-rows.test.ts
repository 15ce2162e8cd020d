import { isoTimestamp, toThread } from './forum-rows';

describe('forum rows', () => {
  it("reads Postgres' timestamp text as ISO 8601", () => {
    expect(isoTimestamp('2026-11-11 22:07:37.956+00')).toBe('2026-11-11T22:07:37.956+00:00');
    expect(isoTimestamp('2026-11-11 22:07:37.956123-03')).toBe('2026-11-11T22:07:37.956123-03:00');
    expect(isoTimestamp('2026-11-11T22:07:37+05:30')).toBe('2026-11-11T22:07:37+05:30');
    expect(isoTimestamp('2026-11-11T22:07:37.956Z')).toBe('2026-11-11T22:07:37.956Z');
    expect(isoTimestamp(undefined)).toBeUndefined();
    expect(Date.parse(isoTimestamp('2026-11-11 22:07:37.956+00')!)).toBe(Date.UTC(2026, 10, 11, 22, 7, 37, 956));
  });

  it('always gives a list of replies and a numeric id', () => {
    expect(toThread({ id: '7', user_email: 'a@b.c', description: 'x', responses: null })).toEqual({
      id: 7,
      user_email: 'a@b.c',
      description: 'x',
      responses: [],
      created_at: undefined,
    });
  });
});
