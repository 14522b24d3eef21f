import type { Program } from '@app/shared/content';

import type { ProgramRow } from '../../db/schema/index';

export function toProgram(row: ProgramRow, enrolled: number): Program {
  return {
    _id: row.id,
    title: row.title,
    titleMs: row.titleMs,
    description: row.description,
    descriptionMs: row.descriptionMs,
    date: row.date,
    time: row.time,
    location: row.location,
    coach: row.coach,
    enrolled: Number(enrolled),
    maxParticipants: row.maxParticipants,
    price: row.price,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
