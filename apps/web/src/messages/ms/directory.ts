import type { directory as en } from '../en/directory';

export const directory: typeof en = {
  titles: { venue: 'Tempat', coach: 'Jurulatih', club: 'Kelab', referee: 'Pengadil' },
  leads: {
    venue:
      'Tempat bermain pickleball di seluruh Malaysia: gelanggang, waktu operasi dan cara ke sana.',
    coach: 'Jurulatih bertauliah yang mengajar pickleball, disenaraikan dengan persetujuan mereka.',
    club: 'Kelab yang menganjurkan permainan dan acara secara tetap.',
    referee: 'Pengadil bertauliah untuk kejohanan, disenaraikan dengan persetujuan mereka.',
  },
  eyebrow: 'Cari',
  search: 'Carian',
  searchPlaceholder: 'Nama, bandar atau alamat',
  state: 'Negeri',
  allStates: 'Semua negeri',
  results: (count: number) => `${count} ditemui`,
  empty: 'Tiada yang ditemui. Cuba negeri atau carian lain.',
  loading: 'Memuatkan…',
  error: 'Senarai tidak dapat dimuatkan. Sila cuba lagi.',
  loadMore: 'Tunjukkan lagi',
  verified: 'Disahkan',
  // Malay puts the noun first: 'gelanggang dalaman', never 'dalaman gelanggang'.
  courts: (indoor: number, outdoor: number) =>
    [indoor ? `${indoor} gelanggang dalaman` : '', outdoor ? `${outdoor} gelanggang luar` : '']
      .filter(Boolean)
      .join(' · '),
  certified: (level: string, until: string | null) =>
    until ? `${level}, bertauliah sehingga ${until}` : `${level}, bertauliah`,
  backTo: (list: string) => `← Semua ${list.toLowerCase()}`,
  address: 'Alamat',
  hours: 'Waktu operasi',
  phone: 'Telefon',
  email: 'E-mel',
  map: 'Buka dalam peta',
  photoOf: (name: string, n: number) => `${name}, foto ${n}`,
};
