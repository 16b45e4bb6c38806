import { describe, expect, it } from 'vitest';
import { noticeCategories, readNoticeParams, withNoticeParam } from './notice-filters.ts';

describe('readNoticeParams', () => {
  it('reads the split banner link', () => {
    expect(readNoticeParams(new URLSearchParams('isRead=0'))).toEqual({ category: undefined, isRead: '0', page: 1 });
  });

  it('reads category, read flag and page', () => {
    expect(readNoticeParams(new URLSearchParams('category=5&isRead=1&page=3'))).toEqual({ category: 5, isRead: '1', page: 3 });
    expect(readNoticeParams(new URLSearchParams('category=0'))).toEqual({ category: 0, isRead: undefined, page: 1 });
  });

  it('ignores values it does not understand', () => {
    expect(readNoticeParams(new URLSearchParams('category=12&isRead=yes&page=0'))).toEqual({ category: undefined, isRead: undefined, page: 1 });
    expect(readNoticeParams(new URLSearchParams('category=-1&page=x'))).toEqual({ category: undefined, isRead: undefined, page: 1 });
  });
});

describe('withNoticeParam', () => {
  it('sets a filter and starts again at page 1', () => {
    expect(withNoticeParam(new URLSearchParams('isRead=0&page=4'), 'category', '2').toString()).toBe('isRead=0&category=2');
  });

  it('clears a filter', () => {
    expect(withNoticeParam(new URLSearchParams('isRead=0&category=2'), 'isRead', undefined).toString()).toBe('category=2');
  });

  it('keeps the filters when paging and leaves page 1 out', () => {
    expect(withNoticeParam(new URLSearchParams('isRead=0'), 'page', '2').toString()).toBe('isRead=0&page=2');
    expect(withNoticeParam(new URLSearchParams('isRead=0&page=2'), 'page', '1').toString()).toBe('isRead=0');
  });

  it('does not change its input', () => {
    const params = new URLSearchParams('isRead=0');
    withNoticeParam(params, 'isRead', '1');
    expect(params.toString()).toBe('isRead=0');
  });
});

it('has the ten categories in order', () => {
  expect(noticeCategories).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
});
