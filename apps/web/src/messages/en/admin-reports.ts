import type { ReportReason, ReportStatus } from '@app/shared/posts';

/** Admin dashboard: the Report section (reported community posts). */
export const adminReports = {
  title: 'Reported posts',
  intro:
    'Posts that players reported in PickleZone. Mark a report resolved when no action is needed, or delete the post.',
  loading: 'Loading reports…',
  loadFailed: 'Failed to load reports: {message}',
  unknownError: 'Unknown error',
  listLabel: 'Reports',
  filterLabel: 'Filter reports by status',
  filters: { all: 'All', pending: 'Pending', resolved: 'Resolved' },
  empty: {
    all: 'No reports yet',
    pending: 'No pending reports. All caught up!',
    resolved: 'No resolved reports yet',
  },
  statuses: { pending: 'Pending', resolved: 'Resolved' } satisfies Record<ReportStatus, string>,
  reasons: {
    spam: 'Spam',
    harassment: 'Harassment or bullying',
    inappropriate: 'Inappropriate content',
    violence: 'Violence or dangerous behaviour',
    other: 'Other',
  } satisfies Record<ReportReason, string>,
  reportedBy: 'Reported by {name}',
  anonymousReporter: 'a player',
  resolvedAgo: 'Resolved · {time}',
  postBy: 'Post by {name}',
  unknownAuthor: 'Unknown player',
  noText: 'No text in this post.',
  postDeleted: 'Post deleted',
  postDeletedHint: 'The reported post no longer exists.',
  pictureAlt: 'Picture {index} of the reported post',
  morePictures: '+{count}',
  actions: {
    resolve: 'Mark resolved',
    resolveLabel: 'Mark the {reason} report by {name} resolved',
    deletePost: 'Delete post',
    deletePostLabel: 'Delete the post reported by {name}',
  },
  resolveDialog: {
    title: 'Mark report resolved?',
    body: 'The {reason} report by {name} will be marked resolved. The post stays in the feed.',
    confirm: 'Mark resolved',
    pending: 'Resolving…',
  },
  deleteDialog: {
    title: 'Delete post?',
    body: 'The post by {author} will be deleted for everyone, and every report about it will be marked resolved. This cannot be undone.',
    confirm: 'Delete post',
    pending: 'Deleting…',
  },
  resolved: 'Report marked resolved.',
  postRemoved: 'Post deleted. Its reports were marked resolved.',
  resolveFailed: 'Failed to resolve report',
  deleteFailed: 'Failed to delete post',
};
