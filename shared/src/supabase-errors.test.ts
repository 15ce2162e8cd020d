import { isPermissionDenied } from './supabase-errors';

describe('isPermissionDenied', () => {
  it('recognises a refusal by the database', () => {
    expect(isPermissionDenied({ code: '42501', message: 'permission denied for table posts' })).toBe(true);
    expect(isPermissionDenied({ code: 'PGRST301', message: 'JWT expired' })).toBe(true);
    expect(isPermissionDenied({ status: 403 })).toBe(true);
  });
  it('leaves other failures to the load-error path', () => {
    expect(isPermissionDenied({ code: '57014' })).toBe(false);
    expect(isPermissionDenied(new TypeError('Failed to fetch'))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
    expect(isPermissionDenied('erro')).toBe(false);
  });
});
