import type { admin as en } from '../en/admin';

export const admin: typeof en = {
  loginTitle: 'Daftar Masuk Pentadbir',
  loginMetaDescription: 'Daftar masuk ke ruang pentadbir Persatuan Pickleball Malaysia.',
  dashboardMetaDescription: 'Ruang pentadbir Persatuan Pickleball Malaysia.',

  login: {
    subtitle: 'Daftar masuk untuk mengurus laman web persatuan.',
    usernameLabel: 'Nama pengguna',
    passwordLabel: 'Kata laluan',
    submit: 'Daftar Masuk',
    submitting: 'Mendaftar masuk…',
    restrictedNote:
      'Ruang ini hanya untuk pentadbir persatuan dan pasukan teknikal. Akses tanpa kebenaran adalah dilarang.',
    invalidCredentials: 'Nama pengguna atau kata laluan tidak sah',
    checkingSession: 'Menyemak sesi anda…',
  },

  errors: {
    generic: 'Berlaku ralat. Sila cuba lagi.',
  },

  dashboard: {
    title: 'Papan Pemuka Pentadbir',
    documentTitle: '{section} – Papan Pemuka Pentadbir',
    panelName: 'Panel Pentadbir',
    checkingSession: 'Menyemak sesi anda…',
    sessionCheckFailedTitle: 'Kami tidak dapat menghubungi pelayan',
    sessionCheckFailed:
      'Sesi anda tidak dapat disemak kerana pelayan tidak menjawab. Semak sambungan anda dan cuba lagi.',
    signedInAs: 'Berdaftar masuk sebagai {username}',
    sectionFailed: 'Bahagian ini gagal dimuatkan. Sila cuba lagi.',
    noSections: 'Akaun anda belum mempunyai peranan. Minta pentadbir utama memberikannya.',
  },

  sidebar: {
    navLabel: 'Bahagian pentadbir',
    openMenu: 'Buka menu pentadbir',
    closeMenu: 'Tutup menu pentadbir',
    home: 'Utama',
    logout: 'Daftar Keluar',
    loggingOut: 'Mendaftar keluar…',
    logoutFailed: 'Daftar keluar gagal. Sila cuba lagi.',
  },

  groups: {
    community: 'Komuniti',
    administration: 'Pentadbiran',
  },

  sections: {
    manageTournament: 'Urus Kejohanan',
    managePlayers: 'Urus Pemain',
    membership: 'Keahlian',
    dataRequests: 'Permohonan Data',
    messages: 'Mesej',
    manageCourses: 'Urus Kursus',
    manageClinics: 'Urus Klinik',
    manageJourney: 'Urus Perjalanan',
    updateNews: 'Kemas Kini Berita & Video',
    manageVenue: 'Urus Tempat',
    report: 'Laporan',
    enquiry: 'Pertanyaan',
    staff: 'Kakitangan',
    auditLog: 'Log Audit',
    dataRetention: 'Pengekalan Data',
    settings: 'Tetapan',
  },

  comingSoon: {
    title: 'Akan datang',
    body: 'Bahagian ini sedang dibina semula dan akan tersedia dalam keluaran akan datang. Belum ada apa-apa yang boleh diubah di sini.',
  },

  directory: {
    showMore: 'Tunjukkan lagi',
    deleting: 'Memadam…',
    deleteFailed: 'Tidak dapat dipadam. Sila cuba lagi.',
    deleteHint: 'Ia hilang daripada pencarian awam, bersama fotonya.',
    kindsLabel: 'Jenis entri',
    kinds: { venue: 'Tempat', coach: 'Jurulatih', club: 'Kelab', referee: 'Pengadil' },
    addTitle: {
      venue: 'Tambah tempat',
      coach: 'Tambah jurulatih',
      club: 'Tambah kelab',
      referee: 'Tambah pengadil',
    },
    editTitle: (name: string) => `Sunting ${name}`,
    empty: {
      venue: 'Belum ada tempat.',
      coach: 'Belum ada jurulatih.',
      club: 'Belum ada kelab.',
      referee: 'Belum ada pengadil.',
    },
    fields: {
      name: 'Nama',
      state: 'Negeri',
      city: 'Bandar',
      address: 'Alamat',
      mapUrl: 'Pautan peta',
      phone: 'Telefon',
      email: 'E-mel',
      openingHours: 'Waktu operasi',
      courtsIndoor: 'Gelanggang dalaman',
      courtsOutdoor: 'Gelanggang luar',
      certificationLevel: 'Tahap pensijilan',
      certificationExpiresOn: 'Bertauliah sehingga',
      consent: 'Mereka bersetuju untuk disenaraikan secara awam',
      verified: 'Disahkan oleh persatuan',
      description: 'Keterangan (Bahasa Inggeris)',
      descriptionMs: 'Keterangan (Bahasa Malaysia)',
    },
    mapHint: 'Lokasi geo:, atau pautan Google Maps, Waze, Apple Maps atau OpenStreetMap.',
    chooseState: 'Pilih negeri',
    photos: 'Foto',
    photosAfterSave: 'Simpan entri dahulu, kemudian tambah foto.',
    addPhoto: 'Tambah foto (PNG, JPEG atau WebP, sehingga 5 MB)',
    removePhoto: (n: number) => `Buang foto ${n}`,
    photoOf: (name: string, n: number) => `${name}, foto ${n}`,
    photoCount: (n: number) => `${n} foto`,
    edit: (name: string) => `Sunting ${name}`,
    delete: (name: string) => `Padam ${name}`,
    confirmDelete: (name: string) => `Padam ${name} daripada direktori?`,
    deleted: (name: string) => `${name} telah dipadam.`,
    saved: (name: string) => `${name} telah disimpan.`,
    failed: 'Tidak dapat disimpan. Sila cuba lagi.',
  },

  enquiry: {
    empty: 'Belum ada pertanyaan.',
    body: 'Pertanyaan daripada orang ramai belum dikumpul. Apabila ia dikumpul, ia akan disenaraikan di sini.',
  },

  settings: {
    intro:
      'Akaun anda: nama pengguna dan kata laluan untuk daftar masuk, pengesahan dua langkah dan tempat anda berdaftar masuk.',
    currentUsername: 'Nama pengguna semasa: {username}',
    usernameTitle: 'Tukar nama pengguna',
    newUsernameLabel: 'Nama pengguna baharu',
    currentPasswordLabel: 'Kata laluan semasa',
    usernameSubmit: 'Kemas kini nama pengguna',
    usernameSubmitting: 'Mengemas kini…',
    usernameChanged: 'Nama pengguna ditukar kepada {username}.',
    passwordTitle: 'Tukar kata laluan',
    newPasswordLabel: 'Kata laluan baharu',
    newPasswordHint:
      'Sekurang-kurangnya {min} aksara. Sesi pentadbir anda yang lain akan didaftar keluar.',
    confirmPasswordLabel: 'Sahkan kata laluan baharu',
    passwordSubmit: 'Kemas kini kata laluan',
    passwordSubmitting: 'Mengemas kini…',
    passwordChanged: 'Kata laluan ditukar.',
  },
};
