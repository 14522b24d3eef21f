import { describe, expect, it, vi } from 'vitest';

import { programRow } from '../../../test/factories/rows';
import { stub } from '../../../test/stubs';
import { inMemoryDataAccess } from '../../lib/unit-of-work';

import type { ProgramsRepository } from './programs.repository';
import { createProgramsService } from './programs.service';

const base = {
  title: 'Doubles clinic',
  description: 'Drills.',
  date: '2027-02-01',
  time: '9:00 AM',
  location: 'Ipoh',
  coach: 'Coach Tan',
  maxParticipants: 8,
  price: 40,
  status: 'active',
};

function setup(program = programRow()) {
  const programs = stub<ProgramsRepository>({
    insert: vi.fn(async () => program),
    update: vi.fn(async () => program),
    findById: async (_kind, id) =>
      id === program.id ? { program, enrolled: 0, waitlisted: 0 } : null,
  });
  const data = inMemoryDataAccess({ programs });
  return { service: createProgramsService({ data, invalidate: async () => undefined }), programs };
}

describe('programs service: event rules', () => {
  it('saves a state, cut-off, doubles and eligibility bounds sent as form text', async () => {
    const { service, programs } = setup();
    await service.create('clinic', {
      ...base,
      state: 'Perak',
      cancelCutoffDays: '2',
      doubles: 'true',
      minAge: '13',
      maxAge: '',
      minSkill: 'Novice',
      maxSkill: 'Advanced',
    });
    expect(programs.insert).toHaveBeenCalledWith(
      'clinic',
      expect.objectContaining({
        state: 'Perak',
        cancelCutoffDays: 2,
        doubles: true,
        minAge: 13,
        maxAge: null,
        minSkill: 'Novice',
        maxSkill: 'Advanced',
      }),
    );
  });

  it.each([
    [{ minAge: 18, maxAge: 12 }, 'Minimum age must not be above the maximum age'],
    [
      { minSkill: 'Elite', maxSkill: 'Novice' },
      'Minimum skill level must not be above the maximum',
    ],
    [{ minAge: 3 }, 'Minimum age must be from 5 to 100'],
    [{ cancelCutoffDays: 61 }, 'Cancellation cut-off must be from 0 to 60 days'],
    [{ state: 'Gotham' }, 'Please select a state'],
    [{ minSkill: 'Pro' }, 'Please select a skill level'],
  ])('refuses %j with 400', async (rules, message) => {
    const { service, programs } = setup();
    await expect(service.create('clinic', { ...base, ...rules })).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining(message),
    });
    expect(programs.insert).not.toHaveBeenCalled();
  });

  it('checks a PATCH against what is stored: a new maximum below the stored minimum is refused', async () => {
    const program = programRow({ minAge: 18 });
    const { service, programs } = setup(program);
    await expect(service.update('course', program.id, { maxAge: 16 })).rejects.toMatchObject({
      status: 400,
      message: 'Minimum age must not be above the maximum age',
    });
    expect(programs.update).not.toHaveBeenCalled();
  });
});
