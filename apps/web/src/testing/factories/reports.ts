import type { Report } from '@app/shared/posts';

const HOUR = 60 * 60 * 1000;

/** An ISO timestamp this many hours before now (so relative times read '2 hours ago'). */
export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * HOUR).toISOString();
}

type ReportOverrides = Partial<Omit<Report, 'post'>> & {
  post?: Partial<NonNullable<Report['post']>> | null;
};

/** A pending report about a text post; override only what a test asserts on. */
export function buildReport(overrides: ReportOverrides = {}): Report {
  const { post, ...rest } = overrides;
  return {
    _id: 'r-1',
    status: 'pending',
    reason: 'spam',
    details: '',
    reporterName: 'Aina Rahman',
    reportedBy: 'player-2',
    createdAt: hoursAgo(2),
    updatedAt: hoursAgo(2),
    resolvedAt: null,
    ...rest,
    post:
      post === null
        ? null
        : {
            _id: 'p-1',
            author: {
              username: 'lim.wei',
              fullName: 'Lim Wei',
              _id: 'player-9',
              postingBlocked: false,
            },
            content: 'Cheap paddles, click my link!',
            imageUrl: null,
            imageUrls: [],
            deleted: false,
            link: null,
            comments: [],
            ...post,
          },
  };
}
