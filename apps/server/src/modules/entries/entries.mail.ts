import { divisionLabel } from '@app/shared/competition/categories';
import type { EntryFlagReason } from '@app/shared/competition/entries';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

import type { DivisionRow } from './entry-rules';

interface Recipient {
  id: string;
  fullName: string;
  email: string;
  language: 'en' | 'ms';
}

/** What an entry mail says, in the reader's language; the inbox keeps the same words. */
export interface EntryNotice {
  mail: MailMessage;
  inbox: { playerId: string; subject: string; body: string };
}

export type EntryNoticeKind =
  'partner_request' | 'lapsed' | 'declined' | 'offer' | 'confirmed' | 'flagged';

/** A flag's reasons as a flagged entry's notice names them. */
const FLAG_REASONS: Record<'en' | 'ms', Record<EntryFlagReason, string>> = {
  en: {
    age: 'age group',
    gender: 'gender rule',
    skill: 'skill band',
    pair: 'a mixed pair is one man and one woman',
  },
  ms: {
    age: 'kumpulan umur',
    gender: 'syarat jantina',
    skill: 'julat kemahiran',
    pair: 'pasangan campuran ialah seorang lelaki dan seorang wanita',
  },
};

const LINK = '/player/dashboard?tab=tournaments';

function words(kind: EntryNoticeKind, ms: boolean, what: string, extra: string) {
  const en = {
    partner_request: [
      `You were named as partner: ${what}`,
      `${extra} entered ${what} with you as partner. Confirm or decline in your player portal.`,
    ],
    lapsed: [
      `Your partner did not confirm: ${what}`,
      `Your partner did not confirm your entry in ${what} in time, so the entry has lapsed.`,
    ],
    declined: [`Your partner declined: ${what}`, `Your partner declined your entry in ${what}.`],
    offer: [
      `A place for you: ${what}`,
      `A place has opened in ${what} and your entry is first on the waitlist. It is held for you until ${extra} (Malaysia time): claim it in your player portal.`,
    ],
    confirmed: [`Entry confirmed: ${what}`, `Your entry in ${what} is confirmed.`],
    flagged: [
      `Your entry needs a look: ${what}`,
      `After a change to a player's details that the association approved, your entry in ${what} no longer meets the division's rules (${extra}). The tournament officer will review it and may contact you; you can also withdraw it in your player portal.`,
    ],
  } as const;
  const msWords = {
    partner_request: [
      `Anda dinamakan sebagai pasangan: ${what}`,
      `${extra} menyertai ${what} dengan anda sebagai pasangan. Sahkan atau tolak dalam portal pemain anda.`,
    ],
    lapsed: [
      `Pasangan anda tidak mengesahkan: ${what}`,
      `Pasangan anda tidak mengesahkan penyertaan anda dalam ${what} dalam masa, jadi penyertaan itu luput.`,
    ],
    declined: [
      `Pasangan anda menolak: ${what}`,
      `Pasangan anda menolak penyertaan anda dalam ${what}.`,
    ],
    offer: [
      `Tempat untuk anda: ${what}`,
      `Satu tempat telah kosong dalam ${what} dan penyertaan anda yang pertama dalam senarai menunggu. Tempat ini disimpan untuk anda sehingga ${extra} (waktu Malaysia): tuntutnya dalam portal pemain anda.`,
    ],
    confirmed: [`Penyertaan disahkan: ${what}`, `Penyertaan anda dalam ${what} telah disahkan.`],
    flagged: [
      `Penyertaan anda perlu disemak: ${what}`,
      `Selepas perubahan pada butiran pemain yang diluluskan oleh persatuan, penyertaan anda dalam ${what} tidak lagi memenuhi syarat bahagian (${extra}). Pegawai kejohanan akan menyemaknya dan mungkin menghubungi anda; anda juga boleh menarik diri dalam portal pemain anda.`,
    ],
  } as const;
  return (ms ? msWords : en)[kind];
}

/**
 * A notice about an entry to one player, in their language. `extra`: the entrant's name for a
 * partner request, the offer's expiry for an offer, the reasons of a flag.
 */
export function entryNotice(
  site: MailSite,
  to: Recipient,
  kind: EntryNoticeKind,
  d: DivisionRow,
  extra: { actor?: string; until?: Date; reasons?: readonly EntryFlagReason[] } = {},
): EntryNotice {
  const w = mailWords(site, to.language);
  const ms = w.locale === 'ms';
  const what = `${d.tournamentName} — ${divisionLabel(d.division, w.locale)} (${w.day(d.firstDay)})`;
  const detail = extra.until
    ? `${w.date(extra.until)}, ${w.time(extra.until)}`
    : extra.reasons
      ? extra.reasons.map((r) => FLAG_REASONS[w.locale][r]).join('; ')
      : (extra.actor ?? '');
  const [subject, line] = words(kind, ms, what, detail);
  const text = [ms ? `Hai ${to.fullName},` : `Hi ${to.fullName},`, '', line, w.link(LINK)];
  return {
    mail: composeMail(to.email, w, { subject, text }),
    inbox: { playerId: to.id, subject, body: text.join('\n') },
  };
}
