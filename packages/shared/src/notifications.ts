import { z } from 'zod';

// The header's bell (issue 18): what a signed-in player is told about, and how.

export const NOTIFICATION_TYPES = [
  'message',
  'comment',
  'like',
  'report_outcome',
  'waitlist_offer',
  'partner_request',
  'membership',
  // Tournament entries (issue 33): named as partner, a place offered, a partner's no or silence.
  'entry_partner_request',
  'entry_offer',
  'entry_lapsed',
  // An entry no longer fits its division after a staff-approved change of a player's facts.
  'entry_flagged',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Types whose mail is part of the service and cannot be turned off: membership, a place or
 * partner request that is only held for a while, and tournament entries (mailed by entries).
 */
export const LOCKED_NOTIFICATION_TYPES: readonly NotificationType[] = [
  'membership',
  'waitlist_offer',
  'partner_request',
  'entry_partner_request',
  'entry_offer',
  'entry_lapsed',
  'entry_flagged',
];

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  /** People it stands for (likes batched on one post). */
  count: z.number().int(),
  /** Names and titles to show ('actor', 'title', 'postId', 'programKind'…). */
  data: z.record(z.string(), z.string()),
  read: z.boolean(),
  at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
  /**
   * Unread messages in the player's inbox (issue 39): the bell links to them, so it never says
   * "nothing new" beside them. Absent from older servers.
   */
  unreadMessages: z.number().int().default(0),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationSettingsSchema = z.record(
  z.enum(NOTIFICATION_TYPES),
  z.enum(NOTIFICATION_CHANNELS),
);
export type NotificationSettings = Record<NotificationType, NotificationChannel>;

/** `PUT /api/players/me/notification-settings`: the types to change. */
export const updateNotificationSettingsSchema = z
  .partialRecord(
    z.enum(NOTIFICATION_TYPES, { error: 'Unknown notification type' }),
    z.enum(NOTIFICATION_CHANNELS, { error: 'Choose in-app, e-mail or off' }),
  )
  .refine(
    (value) =>
      Object.entries(value).every(
        ([type, channel]) =>
          !LOCKED_NOTIFICATION_TYPES.includes(type as NotificationType) || channel === 'email',
      ),
    'Membership, waitlist and partner notices always come by e-mail',
  );
