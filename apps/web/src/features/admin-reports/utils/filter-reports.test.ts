import { describe, expect, it } from 'vitest';

import { buildReport } from '@/testing/factories/reports';

import {
  countReports,
  filterReports,
  groupReports,
  isReportedPostDeleted,
  reportedPostImages,
} from './filter-reports';

const pending = buildReport({ _id: 'a', post: { _id: 'p-a' } });
const resolved = buildReport({ _id: 'b', status: 'resolved', post: { _id: 'p-b' } });
const other = buildReport({ _id: 'c', post: { _id: 'p-c' } });

describe('filter reports', () => {
  it('counts every filter on the full list', () => {
    expect(countReports([pending, resolved, other])).toEqual({ all: 3, pending: 2, resolved: 1 });
    expect(countReports([])).toEqual({ all: 0, pending: 0, resolved: 0 });
  });

  it('groups reports by their post (pending while any is), a deleted post’s report alone', () => {
    const again = buildReport({ _id: 'd', status: 'resolved', post: { _id: 'p-a' } });
    const gone = buildReport({ _id: 'e', post: { _id: null, deleted: true } });
    const groups = groupReports([pending, resolved, again, gone]);
    expect(groups.map((g) => [g.reports.map((r) => r._id), g.status])).toEqual([
      [['a', 'd'], 'pending'],
      [['b'], 'resolved'],
      [['e'], 'pending'],
    ]);
    expect(countReports([pending, resolved, again])).toEqual({ all: 2, pending: 1, resolved: 2 });
  });

  it('keeps the list order within a filter', () => {
    const all = [pending, resolved, other];
    expect(filterReports(all, 'all').map((r) => r._id)).toEqual(['a', 'b', 'c']);
    expect(filterReports(all, 'pending').map((r) => r._id)).toEqual(['a', 'c']);
    expect(filterReports(all, 'resolved').map((r) => r._id)).toEqual(['b']);
  });

  it('reads pictures from imageUrls, else imageUrl', () => {
    expect(
      reportedPostImages(buildReport({ post: { imageUrls: ['/a.jpg', '/b.jpg'] } }).post),
    ).toEqual(['/a.jpg', '/b.jpg']);
    expect(reportedPostImages(buildReport({ post: { imageUrl: '/c.jpg' } }).post)).toEqual([
      '/c.jpg',
    ]);
    expect(reportedPostImages(null)).toEqual([]);
  });

  it('treats a missing, deleted or id-less post as deleted', () => {
    expect(isReportedPostDeleted(buildReport().post)).toBe(false);
    expect(isReportedPostDeleted(null)).toBe(true);
    expect(isReportedPostDeleted(buildReport({ post: { deleted: true } }).post)).toBe(true);
    expect(isReportedPostDeleted(buildReport({ post: { _id: null } }).post)).toBe(true);
  });
});
