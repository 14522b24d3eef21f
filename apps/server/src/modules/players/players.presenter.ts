import { ageFromDateOfBirth } from '@app/shared/birth-date';
import { maskIcNumber } from '@app/shared/ic-number';
import type { Player, PlayerLoginResult } from '@app/shared/players';

import type { PlayerRow } from '../../db/schema/index';

/**
 * Who receives the record: the account's owner or an admin (the only callers allowed to read a
 * player), or the anonymous caller that has just registered it.
 */
export type PlayerViewer = 'owner' | 'admin' | 'registrant';

/**
 * Row → wire record. The IC number is shown in full to its owner and to admins (api-compat.md);
 * anyone else gets the masked form ('******-**-5555').
 */
export function toPlayer(row: PlayerRow, viewer: PlayerViewer, now = new Date()): Player {
  return {
    _id: row.id,
    playerId: row.playerId,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
    icNumber: viewer === 'registrant' ? maskIcNumber(row.icNumber) : row.icNumber,
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
  };
}
