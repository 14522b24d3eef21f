import type { NotificationType } from '@app/shared/notifications';

import { composeMail, mailWords, type MailSite } from '../../lib/mail-language';
import type { MailMessage } from '../mail/index';

type Words = Record<NotificationType, (d: Record<string, string>, count: number) => string>;

const EN: Words = {
  message: (d) => `New message from the association: ${d.title ?? ''}`,
  comment: (d) => `${d.actor ?? 'Someone'} commented on your post`,
  like: (_d, n) => (n === 1 ? '1 person liked your post' : `${n} people liked your post`),
  report_outcome: (d) =>
    d.outcome === 'removed'
      ? 'Thanks for your report: we removed the post'
      : 'Thanks for your report: we reviewed the post and kept it',
  waitlist_offer: (d) => `A place is held for you: ${d.title ?? ''}`,
  partner_request: (d) => `${d.actor ?? 'A player'} chose you as doubles partner`,
  membership: (d) => d.title ?? 'Your membership',
  entry_partner_request: (d) =>
    `${d.actor ?? 'A player'} entered you as doubles partner: ${d.title ?? ''}`,
  entry_offer: (d) => `A place is offered to you: ${d.title ?? ''}`,
  entry_lapsed: (d) =>
    d.outcome === 'declined'
      ? `${d.actor ?? 'Your partner'} declined your doubles entry: ${d.title ?? ''}`
      : `Your partner did not confirm in time: ${d.title ?? ''}`,
  entry_flagged: (d) => `Your entry no longer meets the division's rules: ${d.title ?? ''}`,
};

const MS: Words = {
  message: (d) => `Mesej baharu daripada persatuan: ${d.title ?? ''}`,
  comment: (d) => `${d.actor ?? 'Seseorang'} mengulas hantaran anda`,
  like: (_d, n) => `${n} orang menyukai hantaran anda`,
  report_outcome: (d) =>
    d.outcome === 'removed'
      ? 'Terima kasih atas laporan anda: kami telah membuang hantaran itu'
      : 'Terima kasih atas laporan anda: kami telah menyemak hantaran itu dan mengekalkannya',
  waitlist_offer: (d) => `Satu tempat disimpan untuk anda: ${d.title ?? ''}`,
  partner_request: (d) => `${d.actor ?? 'Seorang pemain'} memilih anda sebagai pasangan beregu`,
  membership: (d) => d.title ?? 'Keahlian anda',
  entry_partner_request: (d) =>
    `${d.actor ?? 'Seorang pemain'} mendaftarkan anda sebagai pasangan beregu: ${d.titleMs ?? d.title ?? ''}`,
  entry_offer: (d) => `Satu tempat ditawarkan kepada anda: ${d.titleMs ?? d.title ?? ''}`,
  entry_lapsed: (d) =>
    d.outcome === 'declined'
      ? `${d.actor ?? 'Pasangan anda'} menolak penyertaan beregu anda: ${d.titleMs ?? d.title ?? ''}`
      : `Pasangan anda tidak mengesahkan dalam masa: ${d.titleMs ?? d.title ?? ''}`,
  entry_flagged: (d) =>
    `Penyertaan anda tidak lagi memenuhi syarat bahagian: ${d.titleMs ?? d.title ?? ''}`,
};

const LINKS: Record<NotificationType, string> = {
  message: '/player/dashboard?tab=inbox',
  comment: '/picklezone',
  like: '/picklezone',
  report_outcome: '/picklezone',
  waitlist_offer: '/player/dashboard?tab=training',
  partner_request: '/player/dashboard?tab=training',
  membership: '/player/dashboard?tab=membership',
  entry_partner_request: '/player/dashboard?tab=tournaments',
  entry_offer: '/player/dashboard?tab=tournaments',
  entry_lapsed: '/player/dashboard?tab=tournaments',
  entry_flagged: '/player/dashboard?tab=tournaments',
};

/** The one-line notice as a mail, for players who chose e-mail for its type. */
export function notificationMail(
  site: MailSite,
  to: { email: string; fullName: string; language: 'en' | 'ms' },
  type: NotificationType,
  data: Record<string, string>,
  count: number,
): MailMessage {
  const w = mailWords(site, to.language);
  const line = (w.locale === 'ms' ? MS : EN)[type](data, count);
  const settings = w.link('/player/dashboard?tab=inbox');
  return composeMail(to.email, w, {
    subject: line,
    text:
      w.locale === 'ms'
        ? [
            `Hai ${to.fullName},`,
            '',
            line,
            w.link(LINKS[type]),
            '',
            `Tukar pemberitahuan yang anda terima: ${settings}`,
          ]
        : [
            `Hi ${to.fullName},`,
            '',
            line,
            w.link(LINKS[type]),
            '',
            `Change which notices you get: ${settings}`,
          ],
  });
}
