import type { contact as en } from '../en/contact';

/** "Hubungi kami": borang pertanyaan awam. */
export const contact: typeof en = {
  eyebrow: 'Hubungi',
  title: 'Hubungi kami',
  lead: 'Ada soalan tentang keahlian, kejohanan, kejurulatihan atau media? Hantar mesej kepada kami dan kakitangan kami akan membalas melalui e-mel.',
  formTitle: 'Hantar pertanyaan',
  topic: 'Topik',
  topicPlaceholder: 'Pilih topik',
  topics: {
    membership: 'Keahlian',
    tournaments: 'Kejohanan',
    coaching: 'Kejurulatihan',
    media: 'Media',
    other: 'Lain-lain',
  },
  name: 'Nama anda',
  email: 'E-mel anda',
  message: 'Mesej',
  messageHint: 'Sekurang-kurangnya 10 aksara. Jangan sertakan nombor kad pengenalan anda.',
  honeypot: 'Biarkan medan ini kosong',
  privacy:
    'Kami menggunakan nama dan e-mel anda hanya untuk menjawab pertanyaan ini, seperti yang diterangkan dalam dasar privasi kami.',
  send: 'Hantar pertanyaan',
  sending: 'Menghantar…',
  another: 'Hantar pertanyaan lain',
  renewed:
    'Halaman ini telah dibuka terlalu lama, jadi borang telah diperbaharui. Mesej anda masih di sini: sila hantar sekali lagi.',
  notReady: 'Borang masih dimuatkan. Sila tunggu sebentar dan hantar semula.',
  network: 'Tidak dapat menghubungi pelayan. Semak sambungan anda dan cuba lagi.',
  failed: 'Pertanyaan anda tidak dapat dihantar. Sila cuba lagi.',
  directTitle: 'Atau hubungi kami terus',
  replyTime: 'Kami biasanya membalas dalam masa dua hari bekerja.',
};
