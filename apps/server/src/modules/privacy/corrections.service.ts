import { dateOfBirthFromIc } from '@app/shared/birth-date';
import { maskedIcFromLast4, normalizeIcNumber } from '@app/shared/ic-number';
import { addDays, todayInMalaysia } from '@app/shared/membership';
import {
  CORRECTION_RESPONSE_DAYS,
  type CorrectionRequest,
  type CorrectionRequestInput,
  type StaffCorrectionRequest,
} from '@app/shared/privacy';

import { noteAudit } from '../../lib/audit-trail';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { IcCipher } from '../../lib/personal-data/ic-cipher';
import { uniqueConstraintOf } from '../../lib/pg-errors';
import type { InvalidateCache } from '../../lib/response-cache';
import type { DataAccess } from '../../lib/unit-of-work';
import type { IdentityProbes } from '../players/index';

import type { CorrectionRequestRow, CorrectionsRepository } from './corrections.repository';

export interface CorrectionsRepos {
  corrections: CorrectionsRepository;
}

/** Approving an IC number someone else holds: the officer resolves the clash first. */
export const IC_CLASH =
  'This IC number is already registered to another player. Reject the request, or correct the other account first.';

function toRequest(row: CorrectionRequestRow): CorrectionRequest {
  return {
    _id: row.id,
    field: row.field,
    value: row.field === 'icNumber' ? maskedIcFromLast4(row.icLast4) : (row.valueText ?? ''),
    reason: row.reason,
    status: row.status,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    dueOn: row.dueOn,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * "Correct my data" (issue 16): the name and IC number go to a membership officer as a request
 * with a reason, answered within the PDPA's 21 days; the officer's decision is audited.
 */
export function createCorrectionsService(deps: {
  data: DataAccess<CorrectionsRepos>;
  icCipher: IcCipher;
  invalidate: InvalidateCache;
  /** The identity-check limits: a request for an IC number must not become an oracle. */
  probes: Pick<IdentityProbes, 'admit'>;
  now?: () => Date;
}) {
  const { data, icCipher } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /**
     * The same answer whether or not the IC number is registered to someone else (round 2, item
     * 1): the clash shows when staff review it. Counted per address and per player like the
     * other identity checks.
     */
    async request(
      playerId: string,
      input: CorrectionRequestInput,
      ip: string,
    ): Promise<CorrectionRequest> {
      await deps.probes.admit('correction', { ip, playerId }, 'correction requests');
      const ic = input.field === 'icNumber' ? normalizeIcNumber(input.value) : null;
      if (ic !== null && dateOfBirthFromIc(ic, now()) === null)
        throw badRequest('Please enter a valid 12-digit IC number', [
          { path: 'value', message: 'Please enter a valid 12-digit IC number' },
        ]);
      const sealed = ic === null ? null : icCipher.seal(ic);
      const row = await data.repos.corrections.insert({
        playerId,
        field: input.field,
        valueText: input.field === 'fullName' ? input.value : null,
        ...(sealed ?? {}),
        reason: input.reason,
        dueOn: addDays(todayInMalaysia(now()), CORRECTION_RESPONSE_DAYS),
      });
      if (!row) throw conflict('You already have a request for this waiting for an answer');
      noteAudit({
        action: 'privacy.correction-requested',
        targetType: 'players',
        targetId: playerId,
        detail: { requestId: row.id, field: row.field },
      });
      return toRequest(row);
    },

    async listOwn(playerId: string): Promise<CorrectionRequest[]> {
      return (await data.repos.corrections.listForPlayer(playerId)).map(toRequest);
    },

    async listPending(): Promise<StaffCorrectionRequest[]> {
      const rows = await data.repos.corrections.listPending(200);
      return rows.map(({ request, player, icHolder }) => ({
        ...toRequest(request),
        player: { _id: player.id, playerId: player.playerId, fullName: player.fullName },
        currentValue:
          request.field === 'icNumber' ? maskedIcFromLast4(player.icLast4) : player.fullName,
        icClash: icHolder
          ? { _id: icHolder.id, playerId: icHolder.playerId, fullName: icHolder.fullName }
          : null,
      }));
    },

    async decide(
      adminId: string,
      id: string,
      decision: 'approved' | 'rejected',
      note: string | undefined,
    ): Promise<CorrectionRequest> {
      try {
        const row = await data.withTransaction(async ({ corrections }) => {
          const request = await corrections.lockPending(id);
          if (!request) throw notFound('Pending request');
          if (
            decision === 'approved' &&
            request.field === 'icNumber' &&
            (await corrections.icHeldByAnother(request.icHash!, request.playerId))
          )
            throw conflict(IC_CLASH);
          if (decision === 'approved') {
            const values =
              request.field === 'fullName'
                ? { fullName: request.valueText! }
                : {
                    icHash: request.icHash!,
                    icCiphertext: request.icCiphertext!,
                    icKeyId: request.icKeyId!,
                    icLast4: request.icLast4!,
                    dateOfBirth: dateOfBirthFromIc(
                      icCipher.open({
                        icCiphertext: request.icCiphertext!,
                        icKeyId: request.icKeyId!,
                      }),
                      now(),
                    ),
                  };
            const before = await corrections.applyToPlayer(request.playerId, values);
            noteAudit({
              action: 'privacy.correction-approved',
              targetType: 'players',
              targetId: request.playerId,
              before:
                request.field === 'fullName'
                  ? { fullName: before?.fullName }
                  : { icNumber: maskedIcFromLast4(before?.icLast4) },
              after:
                request.field === 'fullName'
                  ? { fullName: request.valueText }
                  : { icNumber: maskedIcFromLast4(request.icLast4) },
              detail: { request: request.id, reason: request.reason, note: note ?? null },
            });
          } else {
            noteAudit({
              action: 'privacy.correction-rejected',
              targetType: 'players',
              targetId: request.playerId,
              detail: { request: request.id, field: request.field, note: note ?? null },
            });
          }
          return corrections.decide(id, {
            status: decision,
            decidedBy: adminId,
            decisionNote: note ?? null,
          });
        });
        // A name shows on posts and public pages; an IC number brings its date of birth, which
        // decides whether public pages may name the player at all (under 18: issue 39).
        if (decision === 'approved')
          await Promise.all([deps.invalidate('posts'), deps.invalidate('rankings')]);
        return toRequest(row);
      } catch (err) {
        if (uniqueConstraintOf(err) === 'players_ic_hash_key') throw conflict(IC_CLASH);
        throw err;
      }
    },
  };
}

export type CorrectionsService = ReturnType<typeof createCorrectionsService>;
