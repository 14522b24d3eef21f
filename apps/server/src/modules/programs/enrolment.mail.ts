import { localizeText } from '@app/shared/translations';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

export type EnrolmentMailSite = MailSite;

export interface MailProgram {
  kind: 'course' | 'clinic';
  title: string;
  titleMs: string;
  date: string;
  /** RM (0: free). */
  price?: number;
  time?: string;
  location?: string;
}

/** The association's payment instructions (site settings), English and Malay ('' if none). */
export interface PaymentInstructions {
  en: string;
  ms: string;
}

interface Recipient {
  fullName: string;
  email: string;
  language: 'en' | 'ms';
}

const KIND_MS = { course: 'kursus', clinic: 'klinik' } as const;

function titleIn(program: MailProgram, locale: 'en' | 'ms') {
  return locale === 'ms' && program.titleMs.trim() ? program.titleMs : program.title;
}

/** A place freed on a full course or clinic is held for the first in line until `expiresAt`. */
export function offerMail(
  site: MailSite,
  to: Recipient,
  program: MailProgram,
  expiresAt: Date,
): MailMessage {
  const w = mailWords(site, to.language);
  const link = w.link('/player/dashboard?tab=training');
  const title = titleIn(program, w.locale);
  // '9 Disember 2026, 1:34 PTG': the reader's language through Intl, never a 24-hour 'en-GB' time.
  const until = `${w.date(expiresAt)}, ${w.time(expiresAt)}`;
  return composeMail(
    to.email,
    w,
    w.locale === 'ms'
      ? {
          subject: `Tempat untuk anda: ${title}`,
          text: [
            `Hai ${to.fullName},`,
            '',
            `Satu tempat telah kosong dalam ${KIND_MS[program.kind]} "${title}" pada ${w.day(program.date)}, dan anda yang pertama dalam senarai menunggu.`,
            `Tempat ini disimpan untuk anda sehingga ${until} (waktu Malaysia). Tuntutnya dalam portal pemain anda: ${link}`,
            '',
            'Jika anda tidak menuntutnya, tempat ini akan ditawarkan kepada orang seterusnya.',
          ],
        }
      : {
          subject: `A place for you: ${title}`,
          text: [
            `Hi ${to.fullName},`,
            '',
            `A place has opened in the ${program.kind} "${title}" on ${w.day(program.date)}, and you are first on the waitlist.`,
            `It is held for you until ${until} (Malaysia time). Claim it in your player portal: ${link}`,
            '',
            'If you do not claim it, it passes to the next person in line.',
          ],
        },
  );
}

/** Someone entered a doubles event with this player as partner: confirm within the window. */
export function partnerRequestMail(
  site: MailSite,
  to: Recipient,
  from: { fullName: string; memberId: string },
  program: MailProgram,
  hours: number,
): MailMessage {
  const w = mailWords(site, to.language);
  const link = w.link('/player/dashboard?tab=training');
  const title = titleIn(program, w.locale);
  return composeMail(
    to.email,
    w,
    w.locale === 'ms'
      ? {
          subject: `${from.fullName} memilih anda sebagai pasangan: ${title}`,
          text: [
            `Hai ${to.fullName},`,
            '',
            `${from.fullName} (${from.memberId}) telah mendaftar untuk ${KIND_MS[program.kind]} beregu "${title}" pada ${w.day(program.date)} dengan anda sebagai pasangan.`,
            `Sahkan atau tolak dalam masa ${hours} jam dalam portal pemain anda: ${link}`,
            '',
            'Jika anda tidak mengesahkan, tempat itu dilepaskan.',
          ],
        }
      : {
          subject: `${from.fullName} chose you as partner: ${title}`,
          text: [
            `Hi ${to.fullName},`,
            '',
            `${from.fullName} (${from.memberId}) entered the doubles ${program.kind} "${title}" on ${w.day(program.date)} with you as partner.`,
            `Confirm or decline within ${hours} hours in your player portal: ${link}`,
            '',
            'If you do not confirm, the place is released.',
          ],
        },
  );
}

/**
 * The player has a place (enrolled, or a claimed offer): what, when and where, and for a paid
 * course or clinic how and when to pay (a bank transfer before the day, or at the venue before
 * it starts: the association's instructions). The same words go to the inbox and by mail.
 */
export function enrolmentConfirmation(
  site: MailSite,
  to: Recipient,
  program: MailProgram,
  paymentInstructions: PaymentInstructions,
  /** Paid online: the receipt's number (the fee is paid; no instructions). */
  receiptNumber?: string,
): { subject: string; text: string[] } {
  const w = mailWords(site, to.language);
  const title = titleIn(program, w.locale);
  const day = w.day(program.date);
  const price = program.price ?? 0;
  const amount = `RM ${price.toFixed(2)}`;
  const link = w.link('/player/dashboard?tab=training');
  const where = [program.time ? w.timeText(program.time) : '', program.location]
    .filter(Boolean)
    .join(', ');
  // In the reader's language when translated; otherwise the English.
  const instructions = localizeText(
    paymentInstructions.en,
    paymentInstructions.ms,
    w.locale,
  ).value.trim();
  if (w.locale === 'ms') {
    return {
      subject: `Pendaftaran disahkan: ${title}`,
      text: [
        `Hai ${to.fullName},`,
        '',
        `Anda telah mendaftar untuk ${KIND_MS[program.kind]} "${title}" pada ${day}${where ? ` (${where})` : ''}.`,
        ...(price > 0 && receiptNumber
          ? ['', `Yuran: ${amount}, telah dibayar dalam talian (resit ${receiptNumber}).`]
          : price > 0
            ? [
                '',
                `Yuran: ${amount}. Bayar melalui pindahan bank sebelum ${day}, atau di tempat acara sebelum sesi bermula, dan sebutkan nama serta ID ahli anda.`,
                ...(instructions ? ['', 'Cara membayar:', instructions] : []),
              ]
            : []),
        '',
        `Butiran dan pembatalan dalam portal pemain anda: ${link}`,
      ],
    };
  }
  return {
    subject: `Enrolment confirmed: ${title}`,
    text: [
      `Hi ${to.fullName},`,
      '',
      `You are enrolled in the ${program.kind} "${title}" on ${day}${where ? ` (${where})` : ''}.`,
      ...(price > 0 && receiptNumber
        ? ['', `Fee: ${amount}, paid online (receipt ${receiptNumber}).`]
        : price > 0
          ? [
              '',
              `Fee: ${amount}. Pay by bank transfer before ${day}, or at the venue before the session starts, quoting your name and member ID.`,
              ...(instructions ? ['', 'How to pay:', instructions] : []),
            ]
          : []),
      '',
      `Details and cancellation in your player portal: ${link}`,
    ],
  };
}

/** The confirmation as a mail in the player's language. */
export function enrolmentConfirmationMail(
  site: MailSite,
  to: Recipient,
  program: MailProgram,
  paymentInstructions: PaymentInstructions,
  receiptNumber?: string,
): MailMessage {
  return composeMail(
    to.email,
    mailWords(site, to.language),
    enrolmentConfirmation(site, to, program, paymentInstructions, receiptNumber),
  );
}

/** Staff recorded the player's payment for a course or clinic: to the inbox and by mail. */
export function paymentConfirmation(
  site: MailSite,
  to: Recipient,
  program: MailProgram,
  reference: string | null,
): { subject: string; text: string[] } {
  const w = mailWords(site, to.language);
  const title = titleIn(program, w.locale);
  const amount = `RM ${(program.price ?? 0).toFixed(2)}`;
  const link = w.link('/player/dashboard?tab=training');
  if (w.locale === 'ms') {
    return {
      subject: `Bayaran diterima: ${title}`,
      text: [
        `Hai ${to.fullName},`,
        '',
        `Kami telah menerima bayaran anda sebanyak ${amount} untuk ${KIND_MS[program.kind]} "${title}" pada ${w.day(program.date)}.`,
        ...(reference ? [`Rujukan: ${reference}`] : []),
        '',
        `Tempat anda disahkan. Butiran dalam portal pemain anda: ${link}`,
      ],
    };
  }
  return {
    subject: `Payment received: ${title}`,
    text: [
      `Hi ${to.fullName},`,
      '',
      `We have received your payment of ${amount} for the ${program.kind} "${title}" on ${w.day(program.date)}.`,
      ...(reference ? [`Reference: ${reference}`] : []),
      '',
      `Your place is confirmed. Details in your player portal: ${link}`,
    ],
  };
}
