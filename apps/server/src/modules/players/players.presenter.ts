import { ageFromDateOfBirth } from '@app/shared/birth-date';
import { maskedIcFromLast4 } from '@app/shared/ic-number';
import type { Player, PlayerLoginResult } from '@app/shared/players';

import type { PlayerRow } from '../../db/schema/index';

/**
 * Row → wire record. The IC number is always masked ('******-**-5555'): the owner's "show" and a
 * staff "reveal" are their own requests (players.service.ts), and the second is audited.
 */
export function toPlayer(row: PlayerRow, now = new Date()): Player {
  return {
    _id: row.id,
    playerId: row.playerId,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    icNumber: maskedIcFromLast4(row.icLast4),
    age: row.dateOfBirth ? ageFromDateOfBirth(row.dateOfBirth, now) : null,
    dateOfBirth: row.dateOfBirth,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state as Player['state'],
    username: row.username,
    profilePicture: row.profilePicture,
    status: row.status,
    duprId: row.duprId,
    duprRating: row.duprRating,
    membershipType: row.membershipType,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toLoginPlayer(row: PlayerRow): PlayerLoginResult['player'] {
  return {
    id: row.id,
    playerId: row.playerId,
    fullName: row.fullName,
    email: row.email,
    username: row.username,
    profilePicture: row.profilePicture,
    status: row.status,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    city: row.city,
    state: row.state as Player['state'],
    language: row.language,
  };
}
