import { dateOfBirthFromIc } from '@app/shared/birth-date';
import { maskedIcFromLast4, normalizeIcNumber } from '@app/shared/ic-number';
import { addDays, todayInMalaysia } from '@app/shared/membership';
import type { Gender } from '@app/shared/players';
import {
  CORRECTION_MESSAGES,
  CORRECTION_RESPONSE_DAYS,
  type CorrectionField,
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
import type { EligibilityChangePort, EligibilityFact, IdentityProbes } from '../players/index';

import type { CorrectionRequestRow, CorrectionsRepository } from './corrections.repository';

export interface CorrectionsRepos {
  corrections: CorrectionsRepository;
}

/** A requested value as kept: a DUPR rating as its number written out ('3.125'). */
function storedValue(field: CorrectionField, value: string): string {
  return field === 'duprRating' ? String(Math.round(Number(value) * 1000) / 1000) : value;
}

/** A rating as shown: three decimals, or "none". */
const ratingText = (rating: number | null) => (rating === null ? '—' : rating.toFixed(3));

/** The value a field has on the player's record now, as staff compare it (IC masked). */
function currentValueOf(
  field: CorrectionField,
  player: {
    fullName: string;
    icLast4: string | null;
    gender: Gender;
    duprRating: number | null;
  },
): string {
  if (field === 'icNumber') return maskedIcFromLast4(player.icLast4);
  if (field === 'gender') return player.gender;
  if (field === 'duprRating') return ratingText(player.duprRating);
  return player.fullName;
}

/** Approving an IC number someone else holds: the officer resolves the clash first. */
export const IC_CLASH =
  'This IC number is already registered to another player. Reject the request, or correct the other account first.';

function toRequest(row: CorrectionRequestRow): CorrectionRequest {
  return {
    _id: row.id,
    field: row.field,
    value:
      row.field === 'icNumber'
        ? maskedIcFromLast4(row.icLast4)
        : row.field === 'duprRating'
          ? ratingText(Number(row.valueText))
          : (row.valueText ?? ''),
    reason: row.reason,
    status: row.status,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    dueOn: row.dueOn,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

type Before = Awaited<ReturnType<CorrectionsRepository['applyToPlayer']>>;

/** The eligibility facts an approved request changed (the IC number carries the birth date). */
function changedFacts(
  field: CorrectionField,
  before: Before,
  values: { gender?: Gender; duprRating?: number; dateOfBirth?: string | null },
): EligibilityFact[] {
  if (field === 'gender' && values.gender !== before?.gender) return ['gender'];
  if (field === 'duprRating' && values.duprRating !== before?.duprRating) return ['duprRating'];
  if (field === 'icNumber' && values.dateOfBirth !== before?.dateOfBirth) return ['dateOfBirth'];
  return [];
}

/** The changed field before → after, as the audit log keeps it (an IC number masked). */
function auditedValue(
  field: CorrectionField,
  values: Partial<NonNullable<Before>> | null,
): Record<string, unknown> {
  if (field === 'icNumber')
    return {
      icNumber: maskedIcFromLast4(values?.icLast4),
      dateOfBirth: values?.dateOfBirth ?? null,
    };
  return { [field]: values?.[field] ?? null };
}

/**
 * "Correct my data" (issue 16): the name, IC number (and with it the date of birth), gender and
 * DUPR rating go to a membership officer as a request with a reason, answered within the PDPA's
 * 21 days; the officer's decision is audited. An approved change to a fact that decides
 * eligibility has the player's live entries re-checked in the same transaction (issue 39).
 */
export function createCorrectionsService(deps: {
  data: DataAccess<CorrectionsRepos>;
  icCipher: IcCipher;
  invalidate: InvalidateCache;
  /** The identity-check limits: a request for an IC number must not become an oracle. */
  probes: Pick<IdentityProbes, 'admit'>;
  /** The players module's port: entries re-check what a changed gender, birth or rating affects. */
  eligibility: Pick<EligibilityChangePort<CorrectionsRepos>, 'eligibilityChanged'>;
  now?: () => Date;
}) {
  const { data, icCipher } = deps;
  const now = deps.now ?? (() => new Date());

  /** What an approved request writes on the player's record. */
  function approvedValues(request: CorrectionRequestRow) {
    if (request.field === 'fullName') return { fullName: request.valueText! };
    if (request.field === 'gender') return { gender: request.valueText as Gender };
    if (request.field === 'duprRating') return { duprRating: Number(request.valueText) };
    return {
      icHash: request.icHash!,
      icCiphertext: request.icCiphertext!,
      icKeyId: request.icKeyId!,
      icLast4: request.icLast4!,
      dateOfBirth: dateOfBirthFromIc(
        icCipher.open({ icCiphertext: request.icCiphertext!, icKeyId: request.icKeyId! }),
        now(),
      ),
    };
  }

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
      if (input.field === 'gender' || input.field === 'duprRating') {
        // Not a secret: saying it is already on file tells the player nothing new.
        const current = await data.repos.corrections.currentValues(playerId);
        if (
          current &&
          currentValueOf(input.field, current) ===
            (input.field === 'duprRating'
              ? ratingText(Number(input.value))
              : storedValue(input.field, input.value))
        )
          throw badRequest(CORRECTION_MESSAGES.alreadyOnFile, [
            { path: 'value', message: CORRECTION_MESSAGES.alreadyOnFile },
          ]);
      }
      const sealed = ic === null ? null : icCipher.seal(ic);
      const row = await data.repos.corrections.insert({
        playerId,
        field: input.field,
        valueText: input.field === 'icNumber' ? null : storedValue(input.field, input.value),
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
        currentValue: currentValueOf(request.field, player),
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
        const { row, after } = await data.withTransaction(async (repos) => {
          const { corrections } = repos;
          const request = await corrections.lockPending(id);
          if (!request) throw notFound('Pending request');
          if (
            decision === 'approved' &&
            request.field === 'icNumber' &&
            (await corrections.icHeldByAnother(request.icHash!, request.playerId))
          )
            throw conflict(IC_CLASH);
          let changed: EligibilityFact[] = [];
          if (decision === 'approved') {
            const values = approvedValues(request);
            const before = await corrections.applyToPlayer(request.playerId, values);
            changed = changedFacts(request.field, before, values);
            noteAudit({
              action: 'privacy.correction-approved',
              targetType: 'players',
              targetId: request.playerId,
              before: auditedValue(request.field, before),
              after: auditedValue(request.field, {
                ...before,
                ...values,
                icLast4: request.icLast4,
              }),
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
          const decided = await corrections.decide(id, {
            status: decision,
            decidedBy: adminId,
            decisionNote: note ?? null,
          });
          // Live entries that no longer fit are flagged, in this transaction (once: a second
          // approval finds the request decided).
          const then = await deps.eligibility.eligibilityChanged(repos, request.playerId, changed);
          return { row: decided, after: then };
        });
        await after();
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
