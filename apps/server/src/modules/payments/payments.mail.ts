import { formatRinggit } from '@app/shared/membership/money';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';

import type { OrderRow } from './orders.repository';
import type { PayerFacts } from './payments.types';

export type PaymentNoticeKind = 'paid' | 'failed' | 'expired' | 'refunded' | 'refundFailed';

const SUBJECTS = {
  en: {
    paid: 'Payment received',
    failed: 'Payment failed',
    expired: 'Payment expired',
    refunded: 'Payment refunded',
    refundFailed: 'Refund not completed',
  },
  ms: {
    paid: 'Bayaran diterima',
    failed: 'Bayaran gagal',
    expired: 'Bayaran tamat tempoh',
    refunded: 'Bayaran dikembalikan',
    refundFailed: 'Pengembalian bayaran tidak berjaya',
  },
} as const;

/**
 * The notice of what became of a payment, in the payer's language: the inbox message and the
 * mail say the same. `extra` is the receipt number (paid) or the credit note (refunded).
 */
export function paymentNotice(
  site: MailSite,
  payer: PayerFacts,
  order: Pick<OrderRow, 'description' | 'descriptionMs' | 'amountSen'>,
  kind: PaymentNoticeKind,
  extra: { receiptNumber?: string; creditNote?: string; amountSen?: number } = {},
) {
  const w = mailWords(site, payer.language);
  const ms = w.locale === 'ms';
  const what = ms && order.descriptionMs.trim() ? order.descriptionMs : order.description;
  const amount = formatRinggit(extra.amountSen ?? order.amountSen);
  const link = w.link('/player/dashboard?tab=payments');
  const subject = `${SUBJECTS[w.locale][kind]}: ${what}`;
  const body = ms
    ? {
        paid: [
          `Kami telah menerima bayaran ${amount} anda untuk ${what}.`,
          `Nombor resit: ${extra.receiptNumber ?? ''}. Resit anda ada di Bayaran dalam portal pemain: ${link}`,
        ],
        failed: [
          `Bayaran ${amount} anda untuk ${what} tidak berjaya dan tiada caj dikenakan.`,
          `Anda boleh cuba lagi dari portal pemain: ${link}`,
        ],
        expired: [
          `Bayaran ${amount} untuk ${what} tidak diselesaikan dalam masa yang diberi, jadi ia telah tamat tempoh. Tiada caj dikenakan.`,
          `Anda boleh mula semula dari portal pemain: ${link}`,
        ],
        refunded: [
          `Kami telah mengembalikan ${amount} untuk ${what}. Nota kredit: ${extra.creditNote ?? ''}.`,
          `Wang akan masuk semula ke kaedah bayaran anda dalam 5 hingga 10 hari bekerja. Butiran: ${link}`,
        ],
        refundFailed: [
          `Pengembalian ${amount} untuk ${what} (nota kredit ${extra.creditNote ?? ''}) tidak dapat diselesaikan oleh bank atau pengeluar kad anda, jadi wang itu belum dikembalikan kepada anda.`,
          `Bendahari persatuan akan menghubungi anda untuk mengatur pengembalian itu semula. Butiran: ${link}`,
        ],
      }[kind]
    : {
        paid: [
          `We have received your payment of ${amount} for ${what}.`,
          `Receipt number: ${extra.receiptNumber ?? ''}. Your receipt is under Payments in your player portal: ${link}`,
        ],
        failed: [
          `Your payment of ${amount} for ${what} did not go through, and nothing was charged.`,
          `You can try again from your player portal: ${link}`,
        ],
        expired: [
          `The payment of ${amount} for ${what} was not completed in time, so it has expired. Nothing was charged.`,
          `You can start again from your player portal: ${link}`,
        ],
        refunded: [
          `We have refunded ${amount} for ${what}. Credit note: ${extra.creditNote ?? ''}.`,
          `The money returns to your payment method within 5 to 10 working days. Details: ${link}`,
        ],
        refundFailed: [
          `The refund of ${amount} for ${what} (credit note ${extra.creditNote ?? ''}) could not be completed by your bank or card issuer, so the money has not reached you.`,
          `The association's treasurer will contact you to arrange the refund again. Details: ${link}`,
        ],
      }[kind];
  const text = [ms ? `Hai ${payer.fullName},` : `Hi ${payer.fullName},`, '', ...body];
  return {
    inbox: { playerId: payer.id, subject, body: text.join('\n') },
    mail: composeMail(payer.email, w, { subject, text }),
  };
}
