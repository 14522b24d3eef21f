import type { adminTournaments as en } from '../en/admin-tournaments';

export const adminTournaments: typeof en = {
  title: 'Kejohanan yang diterbitkan',
  intro:
    'Kejohanan yang diluluskan daripada portal permohonan. Cari, tapis, buang penyenaraian atau segerakkan dengan portal.',
  searchLabel: 'Cari kejohanan',
  searchPlaceholder: 'Nama, bandar atau penganjur',
  typeFilterLabel: 'Jenis',
  typeAll: 'Semua jenis',
  types: {
    local: 'Tempatan',
    state: 'Negeri',
    national: 'Kebangsaan',
    international: 'Antarabangsa',
  },
  countOne: '1 kejohanan',
  countOther: '{count} kejohanan',
  countFiltered: '{shown} daripada {total} kejohanan',
  loading: 'Memuatkan kejohanan…',
  loadFailed: 'Gagal memuatkan kejohanan: {message}',
  empty: 'Tiada kejohanan ditemui',
  emptyHint: 'Cuba carian lain atau tukar penapis jenis.',
  tableCaption: 'Kejohanan yang diterbitkan',
  cardsLabel: 'Kejohanan yang diterbitkan',
  columns: {
    name: 'Kejohanan',
    dates: 'Tarikh',
    location: 'Bandar / Negeri',
    organizer: 'Penganjur',
    type: 'Jenis',
    actions: 'Tindakan',
  },
  notAvailable: '—',
  deleteDialog: {
    title: 'Padam kejohanan?',
    body: '“{name}” akan dibuang daripada laman web ini dan juga dipadam daripada portal permohonan. Tindakan ini tidak boleh dibatalkan.',
    confirm: 'Padam kejohanan',
    pending: 'Memadam…',
  },
  deleted: '“{name}” telah dipadam.',
  deleteFailed: 'Gagal memadam kejohanan: {message}',
  sync: {
    button: 'Segerakkan sekarang',
    pending: 'Menyegerakkan…',
    finished:
      'Penyegerakan selesai: {created} dicipta, {updated} dikemas kini, {skipped} dilangkau daripada {total}',
    failed: 'Penyegerakan gagal: {message}',
  },
  deliveries: {
    title: 'Penghantaran portal yang belum selesai',
    intro:
      'Pemadaman yang belum disahkan oleh portal permohonan; ia dicuba semula secara automatik.',
    applicationId: 'Permohonan',
    deletedPlayer: 'Pemain yang dipadam',
    attempts: 'Cubaan',
    lastError: 'Ralat terakhir',
    nextAttempt: 'Cubaan seterusnya',
    noError: '—',
    statuses: { pending: 'Belum selesai', failing: 'Gagal' },
  },
  unknownError: 'Ralat tidak diketahui',
};
