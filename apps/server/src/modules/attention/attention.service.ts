import {
  ATTENTION_SECTIONS,
  hasAnyRole,
  type AdminAttention,
  type AttentionSection,
  type StaffRole,
} from '@app/shared/staff';

import type { DataAccess } from '../../lib/unit-of-work';
import type { EnquiriesRepository } from '../enquiries/index';
import type { ReportsRepository } from '../posts/index';
import type { CorrectionsRepository } from '../privacy/index';

export interface AttentionRepos {
  enquiries: EnquiriesRepository;
  reports: ReportsRepository;
  corrections: CorrectionsRepository;
}

/** What waits for a staff member in the sections their roles open (the sidebar's badges). */
export function createAttentionService(deps: { data: DataAccess<AttentionRepos> }) {
  const { enquiries, reports, corrections } = deps.data.repos;
  const counters: Record<AttentionSection, () => Promise<number>> = {
    enquiry: () => enquiries.countNew(),
    report: () => reports.countPending(),
    'data-requests': () => corrections.countPending(),
  };
  const opens = (roles: readonly StaffRole[], section: AttentionSection) => {
    const needed = ATTENTION_SECTIONS[section];
    return needed === 'any' || hasAnyRole(roles, needed);
  };

  return {
    async forStaff(roles: readonly StaffRole[]): Promise<AdminAttention> {
      const sections = (Object.keys(counters) as AttentionSection[]).filter((s) => opens(roles, s));
      const counts = await Promise.all(sections.map((s) => counters[s]()));
      return Object.fromEntries(sections.map((s, i) => [s, counts[i]]));
    },
  };
}

export type AttentionService = ReturnType<typeof createAttentionService>;
