import { randomUUID } from 'node:crypto';

import type { MilestoneRow, ProgramRow } from '../../src/db/schema/index';

/** Rows as repositories return them, for service unit tests (no database). */
const AT = new Date('2026-01-15T08:00:00Z');

export function milestoneRow(overrides: Partial<MilestoneRow> = {}): MilestoneRow {
  return {
    id: randomUUID(),
    date: '2024-03-01',
    title: 'First national open',
    titleMs: '',
    description: 'Where it began.',
    descriptionMs: '',
    imageUrl: null,
    position: 1,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function programRow(overrides: Partial<ProgramRow> = {}): ProgramRow {
  return {
    id: randomUUID(),
    kind: 'course',
    title: 'Level 1 Associate',
    titleMs: '',
    description: 'Four days of coaching fundamentals.',
    descriptionMs: '',
    date: '2026-12-05',
    time: '9:00 AM - 5:00 PM',
    location: 'Kuala Lumpur',
    coach: 'Coach Aminah',
    maxParticipants: 24,
    price: 750,
    status: 'active',
    state: null,
    cancelCutoffDays: 0,
    doubles: false,
    refundRule: 'none',
    refundUntil: null,
    refundPercent: null,
    minAge: null,
    maxAge: null,
    minSkill: null,
    maxSkill: null,
    searchText: 'level 1 associate coach aminah kuala lumpur',
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}
