/** The header's bell and the notification settings. */
export const notifications = {
  bell: (unread: number): string =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`,
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'Nothing new. Comments, likes, offers and messages appear here.',
  emptyButInbox: 'No other notifications.',
  inboxUnread: (count: number): string =>
    count === 1 ? '1 unread message in your Inbox' : `${count} unread messages in your Inbox`,
  loading: 'Loading notifications…',
  error: 'Could not load your notifications.',
  unreadLabel: 'Unread',
  text: {
    message: (title: string) => `New message from the association: ${title}`,
    comment: (actor: string) => `${actor} commented on your post`,
    like: (count: number): string =>
      count === 1 ? '1 person liked your post' : `${count} people liked your post`,
    reportRemoved: 'Thanks for your report: we removed the post',
    reportKept: 'Thanks for your report: we reviewed the post and kept it',
    waitlistOffer: (title: string) => `A place is held for you: ${title}`,
    partnerRequest: (actor: string, title: string) =>
      `${actor} chose you as doubles partner: ${title}`,
    membership: (kind: string): string =>
      kind === 'grace'
        ? 'Your membership has expired: renew to stay a member'
        : kind === 'd0'
          ? 'Your membership expires today'
          : kind === 'd7'
            ? 'Your membership expires in a week'
            : 'Your membership expires in 30 days',
    entryPartnerRequest: (actor: string, title: string) =>
      `${actor} entered you as doubles partner: ${title}`,
    entryOffer: (title: string) => `A place is offered to you: ${title}`,
    entryDeclined: (actor: string, title: string) =>
      `${actor} declined your doubles entry: ${title}`,
    entryLapsed: (title: string) => `Your partner did not confirm in time: ${title}`,
    entryFlagged: (title: string) => `Your entry no longer meets the division's rules: ${title}`,
    someone: 'Someone',
  },
  settings: {
    title: 'Notifications',
    lead: 'Choose how you hear about each kind of news: in the bell, in the bell and by e-mail, or not at all.',
    types: {
      message: 'Messages from the association',
      comment: 'Comments on my posts',
      like: 'Likes on my posts',
      report_outcome: 'Outcomes of my reports',
      waitlist_offer: 'Waitlist offers',
      partner_request: 'Doubles partner requests',
      membership: 'Membership reminders',
      entry_partner_request: 'Tournament partner requests',
      entry_offer: 'Tournament place offers',
      entry_lapsed: 'Tournament entries that lapse',
      entry_flagged: 'Tournament entries that no longer meet their division’s rules',
    },
    channels: { in_app: 'In the bell', email: 'Bell and e-mail', off: 'Off' },
    locked: 'Always by e-mail',
    save: 'Save notification settings',
    saved: 'Notification settings saved.',
    failed: 'Could not save your notification settings.',
  },
};
