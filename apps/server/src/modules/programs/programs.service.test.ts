import { describe, expect, it, vi } from 'vitest';

import { programRow } from '../../../test/factories/rows';
import { stub } from '../../../test/stubs';
import { inMemoryDataAccess } from '../../lib/unit-of-work';

import type { ProgramsRepository } from './programs.repository';
import { createProgramsService } from './programs.service';

const PLAYER = 'player-1';

function setup(program = programRow(), enrolled: string[] = []) {
  const players = new Set(enrolled);
  const programs = stub<ProgramsRepository>({
    lockForEnrollment: async (id) => (id === program.id ? program : null),
    isEnrolled: async (_id, playerId) => players.has(playerId),
    countEnrollments: async () => players.size,
    insertEnrollment: vi.fn(async (_id: string, playerId: string) => {
      players.add(playerId);
    }),
    findById: async (_kind, id) => (id === program.id ? { program, enrolled: players.size } : null),
  });
  const data = inMemoryDataAccess({ programs });
  const invalidate = vi.fn(async () => undefined);
  return {
    service: createProgramsService({ data, invalidate }),
    programs,
    players,
    invalidate,
    data,
  };
}

describe('programs service: enrolment', () => {
  it('enrols a player in an open course with room, in one transaction', async () => {
    const row = programRow();
    const { service, players, invalidate, data } = setup(row);
    const program = await service.enroll('course', row.id, PLAYER);
    expect(program.enrolled).toBe(1);
    expect(players.has(PLAYER)).toBe(true);
    expect(data.transactions()).toBe(1);
    expect(invalidate).toHaveBeenCalledWith('programs');
  });

  it('refuses a full course with 409 “This course is full”', async () => {
    const program = programRow({ maxParticipants: 2 });
    const { service, programs } = setup(program, ['a', 'b']);
    await expect(service.enroll('course', program.id, PLAYER)).rejects.toMatchObject({
      status: 409,
      message: 'This course is full',
    });
    expect(programs.insertEnrollment).not.toHaveBeenCalled();
  });

  it('refuses a second enrolment of the same player with 409', async () => {
    const program = programRow();
    const { service } = setup(program, [PLAYER]);
    await expect(service.enroll('course', program.id, PLAYER)).rejects.toMatchObject({
      status: 409,
      message: 'You are already enrolled in this course',
    });
  });

  it('refuses a course that is not active with 400', async () => {
    const program = programRow({ status: 'completed' });
    const { service } = setup(program);
    await expect(service.enroll('course', program.id, PLAYER)).rejects.toMatchObject({
      status: 400,
      message: 'This course is not open for enrolment',
    });
  });

  it('answers 404 when a clinic id names a course', async () => {
    const program = programRow({ kind: 'course' });
    const { service } = setup(program);
    await expect(service.enroll('clinic', program.id, PLAYER)).rejects.toMatchObject({
      status: 404,
      message: 'Clinic not found',
    });
  });
});
