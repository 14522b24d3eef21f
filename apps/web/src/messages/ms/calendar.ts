import type { calendar as en } from '../en/calendar';

export const calendar: typeof en = {
  filters: {
    label: 'Cari acara',
    search: 'Cari acara',
    searchPlaceholder: 'Nama, penganjur atau tempat',
    state: 'Negeri',
    allStates: 'Semua negeri',
    type: 'Jenis acara',
    allTypes: 'Semua jenis',
    month: 'Bulan',
    allMonths: 'Semua bulan',
    withCount: (label: string, count: number) => `${label} (${count})`,
    clear: 'Kosongkan penapis',
    results: (count: number) => `${count} acara`,
    updating: 'Mengemas kini…',
  },
  categories: {
    course: 'Kursus',
    clinic: 'Klinik',
  },
  legendTitle: 'Jenis acara',
  noMatches: 'Tiada acara sepadan dengan penapis ini. Cuba negeri, jenis atau carian lain.',
  subscribe: {
    button: 'Langgan',
    title: 'Langgan kalendar ini',
    lead: 'Tambah acara yang dipaparkan, dengan penapis ini, ke Google Calendar, Outlook atau Apple Calendar. Acara baharu muncul dengan sendirinya.',
    open: 'Buka dalam aplikasi kalendar saya',
    address: 'Alamat kalendar',
    copy: 'Salin alamat',
    copied: 'Alamat disalin',
  },
  program: {
    time: 'Masa',
    location: 'Lokasi',
    coach: 'Jurulatih',
    enrol: 'Lihat butiran dan daftar',
  },
  detailLoading: 'Memuatkan acara…',
  detailFailed: 'Acara ini tidak dapat dimuatkan. Sila cuba lagi.',
  pastEvents: 'Acara lepas ({count})',
  pastEventsLabel: 'Acara lepas',
};
