import { randomBytes } from 'node:crypto';

import QRCode from 'qrcode';

import {
  MEMBERSHIP_MESSAGES,
  todayInMalaysia,
  type MembershipCard,
  type VerifyResult,
} from '@app/shared/membership';
import { creditNoteReason } from '@app/shared/payments/refund-reasons';
import { skillLevelFromDupr } from '@app/shared/players';
import { localizeText } from '@app/shared/translations';

import { noteAudit } from '../../lib/audit-trail';
import { AppError, notFound } from '../../lib/errors';
import type { DataAccess } from '../../lib/unit-of-work';
import type { MediaService } from '../media/index';

import { cardPdf, creditNotePdf, receiptPdf, type OfficialDetails } from './membership.pdf';
import { toCreditNote, toPayment } from './membership.presenter';
import { statusOfMember, type MembershipRepos } from './membership.service';
import type { VerifyCache } from './verify-cache';

/** Card tokens: 128 random bits, URL-safe; never derived from the member ID or the IC. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;
const newToken = () => randomBytes(16).toString('base64url');

/** Unknown, malformed and rotated tokens all get this one answer. */
export const verifyNotFound = () => new AppError('NOT_FOUND', MEMBERSHIP_MESSAGES.verifyNotFound);

/** The digital card, its QR code and the public check behind it, and the PDFs. */
export function createCardService(deps: {
  data: DataAccess<MembershipRepos>;
  media: Pick<MediaService, 'readAsJpeg'>;
  graceDays: () => Promise<number>;
  siteUrl: string;
  associationName: string;
  associationNameMs: string;
  verifyCache: VerifyCache;
  /** The association's official details for receipts (site settings). */
  officialDetails?: () => Promise<OfficialDetails>;
  now?: () => Date;
}) {
  const { data, now = () => new Date() } = deps;
  const repos = data.repos;
  const verifyUrl = (token: string) => `${deps.siteUrl}/verify/${token}`;

  async function member(playerId: string) {
    const row = await repos.memberships.findMember(playerId);
    if (!row) throw notFound('Player');
    if (row.cardToken) return { ...row, cardToken: row.cardToken };
    // First look at the card: give it a token (a concurrent first look keeps the winner's).
    await repos.memberships.setCardToken(row.id, newToken(), false);
    const again = (await repos.memberships.findMember(row.id))!;
    return { ...again, cardToken: again.cardToken! };
  }

  async function facts(playerId: string) {
    const row = await member(playerId);
    const [graceDays, terms] = await Promise.all([
      deps.graceDays(),
      repos.memberships.termsOf(row.id),
    ]);
    const status = statusOfMember(row, todayInMalaysia(now()), graceDays);
    const type = terms.find((t) => t.term.typeId === row.membershipTypeId);
    return {
      row,
      status,
      typeName: type?.typeName ?? null,
      typeNameMs: type?.typeNameMs ?? null,
      /** The type's name in the member's language (their Malay name when it has one). */
      typeNameInLanguage: type
        ? localizeText(type.typeName, type.typeNameMs, row.language).value
        : null,
    };
  }

  return {
    async card(playerId: string): Promise<MembershipCard> {
      const { row, status, typeName, typeNameMs } = await facts(playerId);
      const url = verifyUrl(row.cardToken);
      return {
        memberId: row.memberId,
        fullName: row.fullName,
        profilePicture: row.profilePicture,
        skillLevel: skillLevelFromDupr(row.duprRating),
        typeName,
        typeNameMs,
        status,
        expiresOn: row.membershipExpiresOn,
        verifyUrl: url,
        qrSvg: await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
        updatedAt: now().toISOString(),
      };
    },

    async cardPdf(playerId: string) {
      const { row, status, typeNameInLanguage } = await facts(playerId);
      return cardPdf({
        association: row.language === 'ms' ? deps.associationNameMs : deps.associationName,
        locale: row.language,
        memberId: row.memberId,
        fullName: row.fullName,
        skillLevel: skillLevelFromDupr(row.duprRating),
        typeName: typeNameInLanguage,
        status,
        expiresOn: row.membershipExpiresOn,
        verifyUrl: verifyUrl(row.cardToken),
        photoJpeg: row.profilePicture ? await deps.media.readAsJpeg(row.profilePicture, 300) : null,
      });
    },

    /** A new QR token: the old card's QR stops working at once. */
    async rotate(playerId: string) {
      const row = await member(playerId);
      await repos.memberships.setCardToken(row.id, newToken(), true);
      await deps.verifyCache.changed();
      noteAudit({ targetType: 'players', targetId: row.id, detail: { cardTokenRotated: true } });
      return {
        success: true as const,
        message: 'Your card has a new QR code; the old one no longer works',
      };
    },

    /** The public check: only photo, name, member ID, status and expiry. */
    async verify(token: string): Promise<VerifyResult> {
      // A malformed token is looked up too (as a value no token can have), so it costs what an
      // unknown or replaced one does; neither is ever cached.
      const lookup = TOKEN_PATTERN.test(token) ? token : '-'.repeat(22);
      const facts = await deps.verifyCache.get(lookup, async () => {
        const row = await repos.memberships.findMemberByCardToken(lookup);
        return row ? { ...row, graceDays: await deps.graceDays() } : null;
      });
      if (!facts) throw verifyNotFound();
      return {
        fullName: facts.fullName,
        memberId: facts.memberId,
        profilePicture: facts.profilePicture,
        status: statusOfMember(facts, todayInMalaysia(now()), facts.graceDays),
        expiresOn: facts.membershipExpiresOn,
        checkedAt: now().toISOString(),
      };
    },

    /** A payment's receipt, for its owner (or staff, who pass the player's id). */
    async receiptPdf(playerId: string, receiptNumber: string) {
      const row = await repos.memberships.findMember(playerId);
      const payment = await repos.payments.findByReceipt(receiptNumber);
      if (!row || !payment || payment.playerId !== row.id) throw notFound('Receipt');
      const official = await deps.officialDetails?.();
      const paid = toPayment(payment, await repos.creditNotes.listForReceipt(payment.id));
      return receiptPdf({
        association: row.language === 'ms' ? deps.associationNameMs : deps.associationName,
        ...(official ? { official } : {}),
        locale: row.language,
        // What it was for as named when paid, in the member's language (the document says it).
        payment: paid,
        member: { memberId: row.memberId, fullName: row.fullName },
      });
    },

    /** A credit note (a refund or a void), for its owner (or staff); anyone else's: 404. */
    async creditNotePdf(playerId: string, number: string) {
      const row = await repos.memberships.findMember(playerId);
      const found = await repos.creditNotes.findByNumber(number);
      if (!row || !found || found.receipt.playerId !== row.id) throw notFound('Credit note');
      const official = await deps.officialDetails?.();
      const paid = toPayment(found.receipt);
      return creditNotePdf({
        association: row.language === 'ms' ? deps.associationNameMs : deps.associationName,
        ...(official ? { official } : {}),
        locale: row.language,
        // A reason the system wrote, in the member's language (staff's stays as typed).
        creditNote: {
          ...toCreditNote(found.creditNote),
          reason: creditNoteReason(found.creditNote.reason, row.language),
        },
        payment: paid,
        member: { memberId: row.memberId, fullName: row.fullName },
      });
    },
  };
}

export type CardService = ReturnType<typeof createCardService>;
