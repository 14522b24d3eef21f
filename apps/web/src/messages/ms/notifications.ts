import type { notifications as en } from '../en/notifications';

export const notifications: typeof en = {
  bell: (unread: number) =>
    unread === 0 ? 'Pemberitahuan' : `Pemberitahuan, ${unread} belum dibaca`,
  title: 'Pemberitahuan',
  markAllRead: 'Tandakan semua sudah dibaca',
  empty: 'Tiada yang baharu. Komen, suka, tawaran dan mesej muncul di sini.',
  emptyButInbox: 'Tiada pemberitahuan lain.',
  inboxUnread: (count: number) => `${count} mesej belum dibaca dalam Peti Masuk anda`,
  loading: 'Memuatkan pemberitahuan…',
  error: 'Pemberitahuan anda tidak dapat dimuatkan.',
  unreadLabel: 'Belum dibaca',
  text: {
    message: (title: string) => `Mesej baharu daripada persatuan: ${title}`,
    comment: (actor: string) => `${actor} mengulas hantaran anda`,
    like: (count: number) => `${count} orang menyukai hantaran anda`,
    reportRemoved: 'Terima kasih atas laporan anda: kami telah membuang hantaran itu',
    reportKept:
      'Terima kasih atas laporan anda: kami telah menyemak hantaran itu dan mengekalkannya',
    waitlistOffer: (title: string) => `Satu tempat disimpan untuk anda: ${title}`,
    partnerRequest: (actor: string, title: string) =>
      `${actor} memilih anda sebagai pasangan beregu: ${title}`,
    membership: (kind: string) =>
      kind === 'grace'
        ? 'Keahlian anda telah tamat tempoh: perbaharui untuk kekal sebagai ahli'
        : kind === 'd0'
          ? 'Keahlian anda tamat tempoh hari ini'
          : kind === 'd7'
            ? 'Keahlian anda tamat tempoh dalam seminggu'
            : 'Keahlian anda tamat tempoh dalam 30 hari',
    entryPartnerRequest: (actor: string, title: string) =>
      `${actor} mendaftarkan anda sebagai pasangan beregu: ${title}`,
    entryOffer: (title: string) => `Satu tempat ditawarkan kepada anda: ${title}`,
    entryDeclined: (actor: string, title: string) =>
      `${actor} menolak penyertaan beregu anda: ${title}`,
    entryLapsed: (title: string) => `Pasangan anda tidak mengesahkan dalam masa: ${title}`,
    entryFlagged: (title: string) =>
      `Penyertaan anda tidak lagi memenuhi syarat bahagian: ${title}`,
    someone: 'Seseorang',
  },
  settings: {
    title: 'Pemberitahuan',
    lead: 'Pilih cara anda dimaklumkan bagi setiap jenis berita: dalam loceng, dalam loceng dan melalui e-mel, atau tidak langsung.',
    types: {
      message: 'Mesej daripada persatuan',
      comment: 'Komen pada hantaran saya',
      like: 'Suka pada hantaran saya',
      report_outcome: 'Keputusan laporan saya',
      waitlist_offer: 'Tawaran senarai menunggu',
      partner_request: 'Permintaan pasangan beregu',
      membership: 'Peringatan keahlian',
      entry_partner_request: 'Permintaan pasangan kejohanan',
      entry_offer: 'Tawaran tempat kejohanan',
      entry_lapsed: 'Penyertaan kejohanan yang luput',
      entry_flagged: 'Penyertaan kejohanan yang tidak lagi memenuhi syarat bahagian',
    },
    channels: { in_app: 'Dalam loceng', email: 'Loceng dan e-mel', off: 'Tutup' },
    locked: 'Sentiasa melalui e-mel',
    save: 'Simpan tetapan pemberitahuan',
    saved: 'Tetapan pemberitahuan disimpan.',
    failed: 'Tetapan pemberitahuan anda tidak dapat disimpan.',
  },
};
