import { addDays, todayInMalaysia, type MembershipDashboard } from '@app/shared/membership';
import {
  ATTENTION_SECTIONS,
  hasAnyRole,
  OVERVIEW_MEMBERSHIP_ROLES,
  OVERVIEW_UPCOMING_DAYS,
  OVERVIEW_UPCOMING_LIMIT,
  type AdminAttention,
  type AdminOverview,
  type AttentionSection,
  type OverviewEvent,
  type StaffRole,
} from '@app/shared/staff';

import type { DataAccess } from '../../lib/unit-of-work';
import type { createCalendarRepository } from '../calendar/index';
import type { EnquiriesRepository } from '../enquiries/index';
import type { EntriesRepository } from '../entries/index';
import type { ReportsRepository } from '../posts/index';
import type { CorrectionsRepository } from '../privacy/index';

export interface AttentionRepos {
  enquiries: EnquiriesRepository;
  reports: ReportsRepository;
  corrections: CorrectionsRepository;
  entries: Pick<EntriesRepository, 'countFlaggedLive'>;
  calendar: ReturnType<typeof createCalendarRepository>;
}

export interface AttentionDeps {
  data: DataAccess<AttentionRepos>;
  /** This month's membership figures (the Membership section's). */
  membershipDashboard: () => Promise<MembershipDashboard>;
  now: () => Date;
}

const kindOf = (category: string): OverviewEvent['kind'] =>
  category === 'course' || category === 'clinic' ? category : 'tournament';

/**
 * What waits for a staff member in the sections their roles open (the sidebar's badges), and
 * the dashboard's overview built on it.
 */
export function createAttentionService(deps: AttentionDeps) {
  const { enquiries, reports, corrections, entries, calendar } = deps.data.repos;
  const counters: Record<AttentionSection, () => Promise<number>> = {
    enquiry: () => enquiries.countNew(),
    report: () => reports.countPending(),
    'data-requests': () => corrections.countPending(),
    'competition-entries': () => entries.countFlaggedLive(),
  };
  const opens = (roles: readonly StaffRole[], section: AttentionSection) => {
    const needed = ATTENTION_SECTIONS[section];
    return needed === 'any' || hasAnyRole(roles, needed);
  };

  async function forStaff(roles: readonly StaffRole[]): Promise<AdminAttention> {
    const sections = (Object.keys(counters) as AttentionSection[]).filter((s) => opens(roles, s));
    const counts = await Promise.all(sections.map((s) => counters[s]()));
    return Object.fromEntries(sections.map((s, i) => [s, counts[i]]));
  }

  async function upcoming(): Promise<OverviewEvent[]> {
    const today = todayInMalaysia(deps.now());
    const rows = await calendar.events(
      { from: today, to: addDays(today, OVERVIEW_UPCOMING_DAYS), terms: [] },
      OVERVIEW_UPCOMING_LIMIT,
    );
    return rows.map((row) => ({
      id: row.id,
      kind: kindOf(row.category),
      name: row.name,
      nameMs: row.name_ms,
      startsOn: row.start_date,
      endsOn: row.end_date,
      venue: row.venue || null,
      state: row.state || null,
    }));
  }

  return {
    forStaff,

    /** Only what the caller's roles may see: membership figures for membership officers. */
    async overview(roles: readonly StaffRole[]): Promise<AdminOverview> {
      const [waiting, membership, events] = await Promise.all([
        forStaff(roles),
        hasAnyRole(roles, OVERVIEW_MEMBERSHIP_ROLES) ? deps.membershipDashboard() : null,
        upcoming(),
      ]);
      return { waiting, membership, upcoming: events };
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
