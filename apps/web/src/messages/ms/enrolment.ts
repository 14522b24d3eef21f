import type { enrolment as en } from '../en/enrolment';

export const enrolment: typeof en = {
  actions: {
    joinWaitlist: 'Sertai senarai menunggu',
    leaveWaitlist: 'Keluar dari senarai menunggu',
    claim: 'Tuntut tempat saya',
    declineOffer: 'Tolak tempat ini',
    confirmPartner: 'Sahkan',
    declinePartner: 'Tolak',
    cancel: 'Batalkan pendaftaran',
    addToCalendar: 'Tambah ke kalendar',
  },
  status: {
    enrolled: 'Berdaftar',
    awaitingPartner: (name: string) => `Menunggu ${name} mengesahkan`,
    partnerRequest: (name: string) => `${name} memilih anda sebagai pasangan beregu`,
    waitlisted: (position: number) => `Dalam senarai menunggu: nombor ${position}`,
    offered: (until: string) => `Satu tempat disimpan untuk anda sehingga ${until}`,
    cancelUntil: (date: string) => `Anda boleh membatalkan sehingga ${date}`,
    past: 'Tarikh ini telah berlalu',
    cancelClosed: 'Pembatalan telah ditutup',
    full: 'Penuh',
    waiting: (count: number) => `${count} menunggu`,
  },
  partner: {
    label: 'ID ahli pasangan',
    placeholder: 'MPA001234',
    hint: 'Beregu: anda mendaftar sebagai pasangan dan mengambil satu tempat. Pasangan anda mengesahkan dalam portal mereka.',
  },
  rules: {
    doubles: 'Beregu',
    ages: (min: number | null, max: number | null) =>
      min !== null && max !== null
        ? `Umur ${min}–${max}`
        : min !== null
          ? `Umur ${min} ke atas`
          : `Umur sehingga ${max}`,
    skills: (min: string | null, max: string | null) =>
      min && max && min !== max ? `${min} hingga ${max}` : (min ?? max ?? ''),
    label: 'Siapa boleh mendaftar',
  },
  failed: 'Pendaftaran anda tidak dapat dikemas kini. Sila cuba lagi.',
  my: {
    title: 'Latihan Saya',
    lead: 'Kursus dan klinik anda: tempat, senarai menunggu, tawaran dan yang telah berlalu.',
    upcoming: 'Akan datang',
    waiting: 'Senarai menunggu dan tawaran',
    past: 'Telah berlalu',
    emptyUpcoming: 'Tiada kursus atau klinik akan datang.',
    emptyWaiting: 'Anda tidak menunggu tempat di mana-mana.',
    emptyPast: 'Belum ada apa-apa di sini.',
    browse: 'Lihat program latihan',
    loading: 'Memuatkan latihan anda…',
    error: 'Latihan anda tidak dapat dimuatkan. Sila cuba lagi.',
  },
  feed: {
    title: 'Suapan kalendar',
    lead: 'Langgan sekali dalam Google Calendar, Outlook atau Apple Calendar dan kursus serta klinik anda muncul di sana, sentiasa dikemas kini.',
    on: 'Suapan anda aktif.',
    off: 'Suapan anda tidak aktif.',
    create: 'Cipta alamat suapan saya',
    rotate: 'Buat alamat baharu',
    revoke: 'Matikan suapan',
    address: 'Alamat suapan anda',
    copy: 'Salin alamat',
    copied: 'Alamat disalin',
    shownOnce:
      'Salin sekarang: demi privasi anda, ia hanya dipaparkan sekali. Buat alamat baharu bila-bila masa; alamat lama akan berhenti berfungsi.',
    failed: 'Suapan kalendar anda tidak dapat diubah. Sila cuba lagi.',
  },
  tournaments: {
    title: 'Kejohanan Saya',
    lead: (state: string) => `Kejohanan akan datang yang diluluskan persatuan di ${state}.`,
    leadAnywhere: 'Kejohanan akan datang yang diluluskan persatuan di seluruh Malaysia.',
    entries:
      'Penyertaan dibuat dengan setiap penganjur: buka kejohanan untuk butirannya dan Daftar Sekarang.',
    empty: 'Belum ada kejohanan akan datang di sini.',
    allStates: 'Tunjukkan semua negeri',
    myState: 'Tunjukkan negeri saya sahaja',
    subscribe: 'Langgan kejohanan ini',
    calendar: 'Buka kalendar penuh',
    loading: 'Memuatkan kejohanan…',
    error: 'Kejohanan tidak dapat dimuatkan. Sila cuba lagi.',
  },
  statistics: {
    title: 'Statistik',
    lead: 'Kursus dan klinik anda bersama persatuan, tahun demi tahun.',
    attended: 'Acara dihadiri',
    courses: 'Kursus',
    clinics: 'Klinik',
    upcoming: 'Akan datang',
    byYear: 'Mengikut tahun',
    year: 'Tahun',
    total: 'Jumlah',
    skill: 'Tahap kemahiran',
    skillNow: (level: string) => `Sekarang: ${level}`,
    skillHistory: 'Perubahan',
    skillEntry: (date: string, level: string, rating: string) =>
      `${date}: ${level} (DUPR ${rating})`,
    skillNone: 'Tambah penarafan DUPR anda dalam profil untuk menjejak tahap kemahiran anda.',
    empty: 'Belum ada acara dihadiri. Kursus dan klinik yang anda sertai dikira di sini.',
    loading: 'Memuatkan statistik anda…',
    error: 'Statistik anda tidak dapat dimuatkan. Sila cuba lagi.',
  },
  /** A paid course or clinic: the price and how and when to pay, before enrolling. */
  pay: {
    title: 'Sahkan harga',
    price: '{kind, select, course {Kursus} other {Klinik}} ini berharga {amount}.',
    how: 'Bayar kepada persatuan melalui pindahan bank sebelum {date}, atau di tempat acara sebelum sesi bermula. Cara membayar dihantar ke peti masuk dan e-mel anda bersama pendaftaran anda.',
    confirm: 'Sahkan dan daftar · {amount}',
    back: 'Bukan sekarang',
    paid: 'Dibayar: {amount} (direkodkan {date}).',
    due: 'Perlu dibayar: {amount}, melalui pindahan bank sebelum {date} atau di tempat acara sebelum sesi.',
  },
};
