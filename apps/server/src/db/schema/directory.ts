import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { foldedSearchText } from './search';

/** Venues, coaches, clubs and referees: kept by staff, found by players (issue 18). */
export const directoryEntries = pgTable(
  'directory_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['venue', 'coach', 'club', 'referee'] }).notNull(),
    name: text('name').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull().default(''),
    address: text('address').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    courtsIndoor: integer('courts_indoor').notNull().default(0),
    courtsOutdoor: integer('courts_outdoor').notNull().default(0),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    openingHoursMs: text('opening_hours_ms').notNull().default(''),
    certificationLevel: text('certification_level').notNull().default(''),
    certificationLevelMs: text('certification_level_ms').notNull().default(''),
    certificationExpiresOn: date('certification_expires_on', { mode: 'string' }),
    /** Coaches and referees agreed to be listed. */
    consent: boolean('consent').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    description: text('description').notNull().default(''),
    descriptionMs: text('description_ms').notNull().default(''),
    photos: jsonb('photos')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldedSearchText(
          sql`${directoryEntries.name}`,
          sql`${directoryEntries.city}`,
          sql`${directoryEntries.address}`,
          sql`${directoryEntries.state}`,
          sql`${directoryEntries.certificationLevel}`,
        ),
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('directory_entries_kind_state_idx').on(t.kind, t.state, t.name),
    index('directory_entries_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type DirectoryEntryRow = typeof directoryEntries.$inferSelect;
