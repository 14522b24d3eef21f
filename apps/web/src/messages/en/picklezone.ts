import { POST_MESSAGES, REPORT_REASON_LABELS } from '@app/shared/posts';

/** PickleZone, the community hub: sign-in, feed, posts, comments, reports. */
export const picklezone = {
  name: 'PickleZone',
  tagline: 'Player community',

  login: {
    title: 'PickleZone Login',
    subtitle: 'Sign in with your player account to join the community.',
    requirement: 'PickleZone is for registered players of the association.',
    noAccount: 'Not registered yet?',
    register: 'Register as a player',
    playerPortal: 'Go to the player portal',
  },

  session: {
    checking: 'Checking your session…',
    failedTitle: 'We could not check your session',
    failed: 'Unable to connect to server. Please try again later.',
    backToLogin: 'Back to PickleZone Login',
  },

  nav: {
    homeLink: 'Malaysia Pickleball Association home',
    profile: 'Profile',
    profileLabel: 'Show only my posts',
    back: 'Back',
    backLabel: 'Back to the community feed',
    logout: 'Logout',
    loggingOut: 'Logging out…',
    logoutFailed: 'Logout failed. Please try again.',
  },

  feed: {
    title: 'Community feed',
    lead: 'Share your games, photos and news with players across Malaysia.',
    profileTitle: 'My posts',
    profileLead: 'Everything you have shared in PickleZone.',
    listLabel: 'Posts',
    loading: 'Loading posts…',
    loadingMore: 'Loading more posts…',
    loadMore: 'Load more',
    loadFailed: 'We could not load the posts.',
    loadMoreFailed: 'We could not load more posts.',
    empty: 'No posts yet. Join PickleZone to see community updates!',
    profileEmpty: 'You have not posted anything yet. Share your first update above!',
    end: 'You are all caught up.',
  },

  create: {
    title: 'Create a post',
    contentLabel: 'What would you like to share?',
    contentPlaceholder: 'Share an update with the community, {name}…',
    addPhotos: 'Add photos',
    photosHint: 'Up to 5 images, each under 5MB.',
    photoCount: '{count} of 5 photos selected',
    thumbnailAlt: 'Selected photo {index}: {name}',
    removePhoto: 'Remove photo {index} ({name})',
    linkLabel: 'Link (optional)',
    linkPlaceholder: 'https://',
    loadingPreview: 'Loading link preview…',
    previewUnavailable: 'No preview is available for this link. You can still post it.',
    removeLink: 'Remove link',
    submit: 'Post',
    submitting: 'Posting…',
    posted: 'Your post is live.',
    failed: 'Failed to create post',
    networkFailed: 'Error creating post',
  },

  post: {
    photoAlt: 'Photo {index} of {total} shared by {name}',
    videoTitle: 'Video shared by {name}',
    linkOpens: '(opens in a new tab)',
    edit: 'Edit',
    editLabel: 'Edit your post',
    delete: 'Delete',
    deleteLabel: 'Delete your post',
    report: 'Report',
    reportLabel: 'Report this post by {name}',
    like: 'Like',
    likes: { one: '{count} like', other: '{count} likes' },
    comments: { one: '{count} comment', other: '{count} comments' },
    comment: 'Comment',
    likeFailed: 'Your like could not be saved. Please try again.',
  },

  edit: {
    label: 'Edit post',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    failed: 'Failed to edit post',
  },

  remove: {
    title: 'Delete post?',
    body: 'Your post will be removed from PickleZone for everyone. This cannot be undone.',
    confirm: 'Delete post',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    failed: 'Failed to delete post',
  },

  comments: {
    listLabel: 'Comments',
    showAll: 'View all {count} comments',
    showFewer: 'Show fewer comments',
    inputLabel: 'Write a comment',
    placeholder: 'Write a comment…',
    submit: 'Send',
    submitting: 'Sending…',
    failed: 'Error adding comment',
    counter: '{count}/{max} characters',
  },

  report: {
    title: 'Report post',
    intro:
      'Tell us what is wrong with this post by {name}. Reports go to the association’s moderators.',
    reasonLegend: 'Reason for reporting',
    reasons: REPORT_REASON_LABELS,
    detailsLabel: 'Details (optional)',
    detailsPlaceholder: 'Anything that helps the moderators understand the problem',
    noReason: POST_MESSAGES.noReason as string,
    submit: 'Submit report',
    submitting: 'Sending…',
    cancel: 'Cancel',
    done: 'Done',
    success: 'Thank you. Your report has been sent to the moderators.',
    failed: 'Failed to report post',
  },

  lightbox: {
    label: 'Photo viewer',
    position: 'Image {index} of {total}',
    previous: 'Previous image',
    next: 'Next image',
    close: 'Close photo viewer',
    hint: 'Use the arrow keys or swipe to browse.',
  },
};
