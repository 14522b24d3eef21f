import type { footer as en } from '../en/footer';

export const footer: typeof en = {
  tagline:
    'Badan induk kebangsaan bagi sukan pickleball di Malaysia: mengembangkan sukan ini dari gelanggang komuniti hingga ke pertandingan antarabangsa.',
  exploreTitle: 'Terokai',
  communityTitle: 'Pengadilan & Kejurulatihan',
  contactTitle: 'Hubungi Kami',
  technicalTitle: 'Sokongan Teknikal',
  technicalBody:
    'Masalah dengan laman web atau akaun pemain anda? Rakan teknikal kami sedia membantu.',
  contactForm: 'Hantar mesej kepada kami',
  socialTitle: 'Ikuti Kami',
  links: {
    about: 'Tentang Kami',
    organisation: 'Carta Organisasi',
    affiliate: 'Gabungan',
    news: 'Berita',
    milestones: 'Pencapaian',
    training: 'Latihan',
    rankings: 'Ranking kebangsaan',
    tournamentGuidelines: 'Garis Panduan Kejohanan',
    venueGuidelines: 'Garis Panduan Tempat',
    coaches: 'Jurulatih',
    venue: 'Tempat',
    referee: 'Pengadil',
    clubs: 'Kelab',
  },
  social: {
    facebook: 'Facebook',
    instagram: 'Instagram',
    youtube: 'YouTube',
    tiktok: 'TikTok',
  },
  socialLinkLabel: (network: string) => `${network} (dibuka dalam tab baharu)`,
  policies: {
    privacy: 'Dasar Privasi',
    terms: 'Terma Perkhidmatan',
    cookies: 'Dasar Kuki',
  },
  copyright: (year: number) => `© ${year} Persatuan Pickleball Malaysia. Hak cipta terpelihara.`,
};
