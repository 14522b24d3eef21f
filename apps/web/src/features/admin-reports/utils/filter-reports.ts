import type { Report, ReportStatus } from '@app/shared/posts';

export type ReportFilter = 'all' | ReportStatus;

export const REPORT_FILTERS = [
  'all',
  'pending',
  'resolved',
] as const satisfies readonly ReportFilter[];

export type ReportCounts = Record<ReportFilter, number>;

/** How many reports each filter shows, counted on the full list. */
export function countReports(reports: readonly Report[]): ReportCounts {
  const pending = reports.filter((report) => report.status === 'pending').length;
  const resolved = reports.filter((report) => report.status === 'resolved').length;
  return { all: reports.length, pending, resolved };
}

/** The reports a filter shows, in the list's order. */
export function filterReports(reports: readonly Report[], filter: ReportFilter): Report[] {
  return filter === 'all' ? [...reports] : reports.filter((report) => report.status === filter);
}

/** The pictures of a reported post: its `imageUrls`, else the single `imageUrl`. */
export function reportedPostImages(post: Report['post']): string[] {
  if (!post) return [];
  const urls = Array.isArray(post.imageUrls) ? post.imageUrls.filter(Boolean) : [];
  if (urls.length > 0) return urls;
  return post.imageUrl ? [post.imageUrl] : [];
}

/** True when the reported post is gone (deleted, or never resolvable to a post). */
export function isReportedPostDeleted(post: Report['post']): boolean {
  return !post || post.deleted === true || !post._id;
}
