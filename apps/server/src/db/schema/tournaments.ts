import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { foldedSearchText } from './search';

export interface TournamentCategoryRow {
  category: string;
  malaysianEntryFee: number | null;
  internationalEntryFee: number | null;
}

/** Approved tournaments mirrored from the application portal, keyed by its applicationId. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: text('application_id').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['local', 'state', 'national', 'international'] }).notNull(),
    classification: text('classification'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    venue: text('venue'),
    city: text('city').notNull().default(''),
    state: text('state'),
    organizer: text('organizer').notNull().default(''),
    personInCharge: text('person_in_charge'),
    phoneNumber: text('phone_number'),
    contactEmail: text('contact_email'),
    description: text('description'),
    eventType: text('event_type').notNull().default('Open'),
    expectedParticipants: integer('expected_participants'),
    categories: jsonb('categories')
      .$type<TournamentCategoryRow[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    scoringFormat: text('scoring_format'),
    submissionDate: text('submission_date'),
    /** Name, organiser, venue, city and state folded for search (generated). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedSearchText(
          sql`${tournaments.name}`,
          sql`${tournaments.organizer}`,
          sql`${tournaments.venue}`,
          sql`${tournaments.city}`,
          sql`${tournaments.state}`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_application_id_key').on(t.applicationId),
    index('tournaments_start_date_idx').on(t.startDate, t.name),
    index('tournaments_search_text_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // The calendar's "overlaps this year / month" as an index search, and its year range.
    // (An end before the start, which the portal could send, counts as a one-day event.)
    index('tournaments_dates_idx').using(
      'gist',
      sql`daterange(${t.startDate}, greatest(${t.startDate}, ${t.endDate}), '[]')`,
    ),
    index('tournaments_end_date_idx').on(t.endDate),
  ],
);

/** Deleted here by an admin: a later sync or webhook must not bring it back. */
export const tournamentTombstones = pgTable('tournament_tombstones', {
  applicationId: text('application_id').primaryKey(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  deletedByAdminId: uuid('deleted_by_admin_id'),
});

/** Deletions to deliver to the portal (written with the deletion, delivered by a worker). */
export const portalOutbox = pgTable(
  'portal_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The application to delete (action `delete`). */
    applicationId: text('application_id'),
    /** The deleted player's member ID (action `delete-player`). */
    memberId: text('member_id'),
    action: text('action', { enum: ['delete', 'delete-player'] })
      .notNull()
      .default('delete'),
    status: text('status', { enum: ['pending', 'delivered'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The request that queued it (its logs and the delivery's share the id). */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('portal_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check(
      'portal_outbox_subject_check',
      sql`(${t.action} = 'delete' AND ${t.applicationId} IS NOT NULL) OR (${t.action} = 'delete-player' AND ${t.memberId} IS NOT NULL)`,
    ),
  ],
);

export const organizers = pgTable(
  'organizers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id').notNull(),
    organizationName: text('organization_name').notNull(),
    name: text('name').notNull(),
    state: text('state'),
    city: text('city'),
    address: text('address'),
    registrationDate: text('registration_date'),
    status: text('status', { enum: ['Active', 'Inactive', 'Pending'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organizers_organization_id_key').on(t.organizationId),
    index('organizers_name_idx').on(t.organizationName),
  ],
);

export type TournamentRow = typeof tournaments.$inferSelect;
export type NewTournamentRow = typeof tournaments.$inferInsert;
export type OrganizerRow = typeof organizers.$inferSelect;
export type NewOrganizerRow = typeof organizers.$inferInsert;

/**
 * Delivery ids of the portal's signed webhooks seen in the replay window: a second call with
 * the same id is refused. Rows older than the window are pruned as new deliveries arrive.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    deliveryId: text('delivery_id').primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_deliveries_received_idx').on(t.receivedAt)],
);
