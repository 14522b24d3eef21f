import type { TrainingProgram } from '@/features/training/api/get-programs';

let sequence = 0;

/** An active course; override what the test cares about. */
export function buildProgram(overrides: Partial<TrainingProgram> = {}): TrainingProgram {
  sequence += 1;
  return {
    _id: `p${sequence}`,
    kind: 'course',
    title: `Program ${sequence}`,
    titleMs: '',
    description: 'Learn the basics.',
    descriptionMs: '',
    date: '2026-03-10',
    time: '9:00 AM - 12:00 PM',
    location: 'KL Sports Centre',
    coach: 'Coach Lim',
    enrolled: 2,
    maxParticipants: 8,
    price: 750,
    status: 'active',
    state: null,
    cancelCutoffDays: 0,
    doubles: false,
    minAge: null,
    maxAge: null,
    minSkill: null,
    maxSkill: null,
    waitlisted: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The API body of a programme (no `kind`). */
export function programBody(program: TrainingProgram) {
  const { kind: _kind, ...body } = program;
  return body;
}
