import { randomBytes } from 'node:crypto';

import {
  graceEndsOn,
  MEMBERSHIP_MESSAGES,
  membershipStatusOn,
  monthBounds,
  todayInMalaysia,
  type MembershipDashboard,
  type MembershipStatus,
  type MembershipSummary,
  type RenewalRequestInput,
} from '@app/shared/membership';

import { conflict, forbidden, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { CreditNotesRepository, PaymentsRepository } from '../payments/index';

import { assertFitsAgeBand, fitsAgeBand } from './membership-rules';
import type { MembershipTypesRepository } from './membership-types.repository';
import { toMembershipType, toPayment, toRenewal, toTerm } from './membership.presenter';
import type { MemberRow, MembershipsRepository } from './memberships.repository';
import type { RenewalsRepository } from './renewals.repository';

export interface MembershipRepos {
  memberships: MembershipsRepository;
  membershipTypes: MembershipTypesRepository;
  payments: PaymentsRepository;
  renewals: RenewalsRepository;
  creditNotes: CreditNotesRepository;
}

export interface MembershipSettingsSource {
  graceDays(): Promise<number>;
  /** How to pay, in English and in Bahasa Malaysia ('' when not translated). */
  paymentInstructions(): Promise<{ en: string; ms: string }>;
}

export interface MembershipDeps {
  data: DataAccess<MembershipRepos>;
  settings: MembershipSettingsSource;
  now?: () => Date;
}

/** A player's membership status from the row's membership columns. */
export function statusOfMember(
  member: Pick<
    MemberRow,
    'membershipExpiresOn' | 'membershipSuspendedAt' | 'membershipCancelledAt'
  >,
  today: string,
  graceDays: number,
): MembershipStatus {
  return membershipStatusOn(
    today,
    {
      expiresOn: member.membershipExpiresOn,
      suspendedAt: member.membershipSuspendedAt,
      cancelledAt: member.membershipCancelledAt,
    },
    graceDays,
  );
}

/** What players see and ask for: their membership, renewals, and the suspension check. */
export function createMembershipService({
  data,
  settings,
  now = () => new Date(),
}: MembershipDeps) {
  const repos = data.repos;

  async function member(playerId: string) {
    const row = await repos.memberships.findMember(playerId);
    if (!row) throw notFound('Player');
    return row;
  }

  async function summary(playerId: string): Promise<MembershipSummary> {
    const row = await member(playerId);
    const [graceDays, instructions, terms, payments, pending, types, creditNotes] =
      await Promise.all([
        settings.graceDays(),
        settings.paymentInstructions(),
        repos.memberships.termsOf(row.id),
        repos.payments.listForPlayer(row.id),
        repos.renewals.pendingOf(row.id),
        repos.membershipTypes.list(),
        repos.creditNotes.listForPlayer(row.id),
      ]);
    const today = todayInMalaysia(now());
    const receipts = new Map(payments.map((p) => [p.id, p.receiptNumber]));
    const live = terms.filter((t) => t.term.status === 'active');
    const current =
      live.find((t) => t.term.startsOn <= today && today <= t.term.expiresOn) ?? live[0] ?? null;
    const options = types.filter(
      (type) => type.active && fitsAgeBand(type, row.dateOfBirth, now()),
    );
    return {
      memberId: row.memberId,
      status: statusOfMember(row, today, graceDays),
      typeId: current?.term.typeId ?? null,
      typeName: current?.typeName ?? null,
      typeNameMs: current?.typeNameMs ?? null,
      startsOn: current?.term.startsOn ?? null,
      expiresOn: row.membershipExpiresOn,
      graceEndsOn: graceEndsOn(row.membershipExpiresOn, graceDays),
      suspension: row.membershipSuspendedAt
        ? {
            reason: row.membershipSuspensionReason ?? '',
            since: row.membershipSuspendedAt.toISOString(),
          }
        : null,
      terms: terms.map((t) => toTerm(t, receipts)),
      payments: payments.map((p) => toPayment(p, creditNotes)),
      pendingRenewal: pending ? toRenewal(pending) : null,
      renewalOptions: options.map(toMembershipType),
      paymentInstructions: instructions.en,
      paymentInstructionsMs: instructions.ms,
      remindersOptOut: row.membershipRemindersOptOut,
    };
  }

  return {
    summary,

    /** The player asks to renew; an officer confirms once the money arrives. Retries are safe. */
    async requestRenewal(playerId: string, input: RenewalRequestInput) {
      const row = await member(playerId);
      const again = await repos.renewals.findByKey(row.id, input.idempotencyKey);
      if (again) return toRenewal(again);
      const type = await repos.membershipTypes.find(input.typeId);
      if (!type || !type.active) throw notFound('Membership type');
      assertFitsAgeBand(type, row.dateOfBirth, now());
      if (await repos.renewals.pendingOf(row.id))
        throw conflict(MEMBERSHIP_MESSAGES.renewalPending);
      try {
        const created = await repos.renewals.insert({
          playerId: row.id,
          typeId: type.id,
          feeSen: type.feeSen,
          paymentReference: `${row.memberId}-${randomBytes(2).toString('hex').toUpperCase()}`,
          idempotencyKey: input.idempotencyKey,
        });
        return toRenewal((await repos.renewals.find(created.id))!);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        const same = await repos.renewals.findByKey(row.id, input.idempotencyKey);
        if (same) return toRenewal(same);
        throw conflict(MEMBERSHIP_MESSAGES.renewalPending);
      }
    },

    async cancelRenewal(playerId: string, renewalId: string) {
      const renewal = await repos.renewals.find(renewalId);
      if (!renewal || renewal.renewal.playerId !== playerId) throw notFound('Renewal request');
      if (!(await repos.renewals.settle(renewal.renewal.id, 'cancelled', null)))
        throw conflict('This renewal request is no longer pending');
      return { success: true as const, message: 'Renewal request cancelled' };
    },

    async setRemindersOptOut(playerId: string, optOut: boolean) {
      await repos.memberships.updateMember((await member(playerId)).id, {
        membershipRemindersOptOut: optOut,
      });
      return summary(playerId);
    },

    /** 403 naming the reason while a membership officer has suspended this membership. */
    async assertNotSuspended(playerId: string) {
      const row = await repos.memberships.findMember(playerId);
      if (row?.membershipSuspendedAt)
        throw forbidden(MEMBERSHIP_MESSAGES.suspended(row.membershipSuspensionReason ?? ''));
    },

    async listPendingRenewals() {
      return (await repos.renewals.listPending(200)).map(toRenewal);
    },

    async dashboard(): Promise<MembershipDashboard> {
      const today = todayInMalaysia(now());
      const { first, last } = monthBounds(today);
      const graceDays = await settings.graceDays();
      const monthStart = new Date(`${first}T00:00:00+08:00`);
      const nextMonth = new Date(`${last}T00:00:00+08:00`);
      nextMonth.setUTCDate(nextMonth.getUTCDate() + 1);
      const [statuses, renewals, revenue, givenBack, pending] = await Promise.all([
        repos.memberships.countStatuses(today, graceDays, first),
        repos.memberships.countTermsCreated(monthStart, nextMonth),
        repos.payments.revenueBetween(first, last),
        repos.creditNotes.revenue(monthStart, nextMonth),
        repos.renewals.countPending(),
      ]);
      return {
        ...statuses,
        renewalsThisMonth: renewals,
        // Receipts paid this month less the refunds and voids (credit notes) issued this month:
        // membership fees alone, and all money (courses, clinics and entries too).
        membershipRevenueThisMonthSen: revenue.membershipSen - givenBack.membershipSen,
        revenueThisMonthSen: revenue.allSen - givenBack.allSen,
        pendingRenewals: pending,
      };
    },
  };
}

export type MembershipService = ReturnType<typeof createMembershipService>;
