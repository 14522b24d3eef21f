import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

import { latestBirthDateForAge } from '@app/shared/birth-date';

// The public-name rule (issue 39, docs/security.md "Public names"): the one place that decides
// whether a player's name may appear on a public page. Every public surface (rankings, results,
// entry lists, the "why" lookup, profiles, the sitemap) selects these expressions in its query
// and shows the hidden form below when they are false.

/** Age from which no guardian's consent is needed. */
const ADULT_AGE = 18;

/** A column or expression of the player's row or their competition_privacy row (may be null). */
type Ref = AnyColumn | SQL;

/** Where the rule reads a player's facts and choices in a query. */
export interface PlayerPrivacyRefs {
  /** players.id */
  id: Ref;
  /** players.status ('active' | 'inactive' | 'suspended') */
  status: Ref;
  /** players.date_of_birth (a date; null when unknown) */
  dateOfBirth: Ref;
  /** players.guardian_consent_at */
  guardianConsentAt: Ref;
  /** competition_privacy.hide_from_entry_lists (null without a privacy row) */
  hideName: Ref;
  /** competition_privacy.public_profile (null without a privacy row) */
  publicProfile: Ref;
}

/** The refs of a raw-SQL query that names the players table `player` and its privacy `privacy`. */
export function privacyRefsOf(player: string, privacy: string): PlayerPrivacyRefs {
  const col = (name: string) => sql.raw(`${player}.${name}`);
  return {
    id: col('id'),
    status: col('status'),
    dateOfBirth: col('date_of_birth'),
    guardianConsentAt: col('guardian_consent_at'),
    hideName: sql.raw(`${privacy}.hide_from_entry_lists`),
    publicProfile: sql.raw(`${privacy}.public_profile`),
  };
}

/**
 * 18 or older today (Malaysia), by the date of birth. An unknown date of birth counts as a
 * minor's: the careful side. Compared as text with the latest qualifying date of birth, which
 * is exactly `ageFromDateOfBirth(dob) >= 18` (29 February included).
 */
export function isAdultSql(p: PlayerPrivacyRefs, now: Date): SQL {
  const latest = latestBirthDateForAge(ADULT_AGE, now);
  return sql`(${p.dateOfBirth} is not null and to_char(${p.dateOfBirth}, 'YYYY-MM-DD') <= ${latest})`;
}

/**
 * The name may be public: an active account (not suspended or inactive), the player has not
 * hidden it, and they are 18 or older or a parent's or guardian's consent is recorded.
 * Otherwise every public page shows the hidden form ("Private player", `PRIVATE_IDENTITY`).
 */
export function namePublicSql(p: PlayerPrivacyRefs, now: Date): SQL {
  return sql`(${p.status} = 'active' and coalesce(${p.hideName}, false) = false
    and (${isAdultSql(p, now)} or ${p.guardianConsentAt} is not null))`;
}

/** The player has at least one published result (results exist only once published). */
export function hasResultsSql(p: PlayerPrivacyRefs): SQL {
  return sql`exists (select 1 from results pr where pr.player_id = ${p.id})`;
}

/**
 * The public profile (`/players/<member ID>`) exists: the name may be public, the player turned
 * the profile on, and they have competed (a published result). Anything else answers the same
 * 404 as an unknown member ID, and is left out of the sitemap.
 */
export function profilePublicSql(p: PlayerPrivacyRefs, now: Date): SQL {
  return sql`(${namePublicSql(p, now)} and coalesce(${p.publicProfile}, false) = true
    and ${hasResultsSql(p)})`;
}

/** A player as a public page may show them. */
export interface PublicIdentity {
  name: string | null;
  memberId: string | null;
  state: string | null;
  /** Shown as "Private player" / "Pemain peribadi": no name, member ID, state, club or link. */
  isPrivate: boolean;
}

/** The hidden form: nothing that links the line to a person (rank, points, placing stay). */
export const PRIVATE_IDENTITY: PublicIdentity = {
  name: null,
  memberId: null,
  state: null,
  isPrivate: true,
};

/** The player as public pages show them, from a row that selected `namePublicSql`. */
export function publicIdentity(row: {
  namePublic: boolean;
  name: string;
  memberId: string;
  state: string | null;
}): PublicIdentity {
  return row.namePublic
    ? { name: row.name, memberId: row.memberId, state: row.state, isPrivate: false }
    : PRIVATE_IDENTITY;
}
