import { act, renderHook } from '@testing-library/react';
import { needsPager, PAGE_SIZE_OPTIONS, pageKeepingFirstRow, pageSizeStorageKey, readPageSize, usePageSize } from './use-page-size';

beforeEach(() => window.localStorage.clear());

describe('usePageSize', () => {
  it('starts at 5 rows (SPEC §9) when nothing was chosen', () => {
    const { result } = renderHook(() => usePageSize('admin-posts'));
    expect(result.current[0]).toBe(5);
  });

  it('remembers the choice per table, across a remount (a reload)', () => {
    const first = renderHook(() => usePageSize('admin-posts'));
    act(() => first.result.current[1](25));
    expect(first.result.current[0]).toBe(25);
    first.unmount();
    expect(renderHook(() => usePageSize('admin-posts')).result.current[0]).toBe(25);
    expect(renderHook(() => usePageSize('admin-usuarios')).result.current[0]).toBe(5);
    expect(window.localStorage.getItem(pageSizeStorageKey('admin-posts'))).toBe('25');
  });

  it('ignores sizes that are not offered, stored or chosen', () => {
    window.localStorage.setItem(pageSizeStorageKey('fluxo-caixa'), '7');
    expect(readPageSize('fluxo-caixa')).toBe(5);
    window.localStorage.setItem(pageSizeStorageKey('fluxo-caixa'), 'muitos');
    const { result } = renderHook(() => usePageSize('fluxo-caixa'));
    expect(result.current[0]).toBe(5);
    act(() => result.current[1](1000));
    expect(result.current[0]).toBe(5);
  });

  it('falls back to the default when the browser blocks storage', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const set = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { result } = renderHook(() => usePageSize('fluxo-caixa'));
    expect(result.current[0]).toBe(5);
    act(() => result.current[1](10));
    expect(result.current[0]).toBe(10);
    spy.mockRestore();
    set.mockRestore();
  });
});

describe('page size helpers', () => {
  it('keeps the first row on screen when the size changes', () => {
    expect(pageKeepingFirstRow(3, 5, 10)).toBe(2); // rows 11–15 → page 2 of 10 (11–20)
    expect(pageKeepingFirstRow(7, 5, 25)).toBe(2); // row 31 → 26–50
    expect(pageKeepingFirstRow(2, 25, 5)).toBe(6); // row 26 → 26–30
    expect(pageKeepingFirstRow(1, 100, 5)).toBe(1);
  });

  it('offers 5, 10, 25, 50 and 100 rows', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([5, 10, 25, 50, 100]);
    expect(needsPager(5)).toBe(false);
    expect(needsPager(6)).toBe(true);
  });
});
