import type { Report, ReportStatus } from '@app/shared/posts';

export type ReportFilter = 'all' | ReportStatus;

export const REPORT_FILTERS = [
  'all',
  'pending',
  'resolved',
] as const satisfies readonly ReportFilter[];

export type ReportCounts = Record<ReportFilter, number>;

/** The reports of one post, shown as one card (a report of a deleted post stands alone). */
export interface ReportGroup {
  key: string;
  /** The post as the newest report shows it. */
  post: Report['post'];
  /** Newest first. */
  reports: Report[];
  /** Pending while any of its reports is. */
  status: ReportStatus;
}

/** Reports grouped by their post, in the list's order (the newest report's). */
export function groupReports(reports: readonly Report[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = report.post?._id ? `post:${report.post._id}` : `report:${report._id}`;
    const group = groups.get(key);
    if (group) {
      group.reports.push(report);
      if (report.status === 'pending') group.status = 'pending';
    } else {
      groups.set(key, { key, post: report.post, reports: [report], status: report.status });
    }
  }
  return [...groups.values()];
}

/** The reports a filter shows, in the list's order. */
export function filterReports(reports: readonly Report[], filter: ReportFilter): Report[] {
  return filter === 'all' ? [...reports] : reports.filter((report) => report.status === filter);
}

/** How many cards (reported posts) each filter shows, counted on the full list. */
export function countReports(reports: readonly Report[]): ReportCounts {
  const count = (filter: ReportFilter) => groupReports(filterReports(reports, filter)).length;
  return { all: count('all'), pending: count('pending'), resolved: count('resolved') };
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
