import type { adminResults as en } from '../en/admin-results';

export const adminResults: typeof en = {
  picker: {
    tournament: 'Kejohanan',
    tournamentPlaceholder: 'Pilih kejohanan',
    division: 'Bahagian',
    divisionPlaceholder: 'Pilih bahagian',
    published: '{division} (keputusan diterbitkan)',
    loading: 'Memuatkan…',
    loadFailed: 'Kejohanan atau bahagiannya tidak dapat dimuatkan.',
    chooseTournament: 'Pilih kejohanan untuk bermula.',
    chooseDivision: 'Pilih bahagian.',
    noDivisions:
      'Kejohanan ini tiada bahagian, jadi ia tidak menerima penyertaan di sini. Tambah bahagian di bawah Penyertaan dan bahagian.',
  },

  entries: {
    title: 'Penyertaan',
    intro:
      'Setiap penyertaan bagi satu bahagian, apa jua statusnya: daftar masuk pemain pada hari kejohanan, kekalkan penyertaan apabila pemain tidak lagi memenuhi syarat, dan eksport penyertaan untuk perisian undian.',
    exportCsv: 'Eksport CSV untuk undian',
    exportHint:
      'Eksport ini menyenaraikan penyertaan yang disahkan bagi setiap bahagian kejohanan ini, disusun mengikut mata ranking.',
    statusFilter: 'Status',
    allStatuses: 'Semua status',
    statuses: {
      awaiting_partner: 'Menunggu pasangan',
      awaiting_payment: 'Menunggu bayaran',
      confirmed: 'Disahkan',
      waitlisted: 'Dalam senarai menunggu',
      offered: 'Tempat ditawarkan',
      withdrawn: 'Ditarik diri',
      lapsed: 'Luput',
      declined: 'Ditolak',
      expired: 'Tamat tempoh',
    },
    count: '{count} penyertaan',
    countOne: '1 penyertaan',
    caption: 'Penyertaan {division}',
    loading: 'Memuatkan penyertaan…',
    loadFailed: 'Penyertaan tidak dapat dimuatkan.',
    empty: 'Belum ada penyertaan dalam bahagian ini.',
    emptyFiltered: 'Tiada penyertaan dengan status ini.',
    columns: {
      players: 'Pemain',
      status: 'Status',
      paid: 'Dibayar',
      waitlist: 'Senarai menunggu',
      override: 'Sebab pengecualian',
      checkedIn: 'Daftar masuk',
      actions: 'Tindakan',
    },
    seed: 'Pilihan {seed}',
    paidOf: '{paid} daripada {fee}',
    waitlistPosition: 'Bil. {position}',
    none: '—',
    checkIn: 'Daftar masuk',
    checkInLabel: 'Daftar masuk {names}',
    checkingIn: 'Mendaftar masuk…',
    checkedIn: '{names} telah didaftar masuk.',
    checkInFailed: 'Tidak dapat mendaftar masuk: {message}',
    failed: 'Sesuatu tidak kena. Sila cuba lagi.',
    override: 'Kekalkan',
    overrideLabel: 'Kekalkan penyertaan {names}',
    pager: {
      label: 'Halaman penyertaan',
      previous: 'Sebelumnya',
      next: 'Seterusnya',
      pageOf: 'Halaman {page} daripada {pages}',
    },
  },

  override: {
    title: 'Kekalkan penyertaan ini',
    body: 'Penyertaan {names} kekal dalam bahagian walaupun seorang pemain kini tidak memenuhi syaratnya (keahlian, umur, jantina atau kemahiran). Semakan seterusnya akan melangkauinya.',
    audited: 'Ini direkodkan dalam log audit bersama nama anda, masa dan sebabnya.',
    reason: 'Sebab',
    reasonRequired: 'Berikan sebab (sekurang-kurangnya 3 aksara).',
    reasonTooLong: 'Hadkan sebab kepada 500 aksara.',
    confirm: 'Kekalkan',
    pending: 'Menyimpan…',
    done: 'Penyertaan {names} dikekalkan: {reason}',
    failed: 'Pengecualian tidak dapat disimpan.',
  },

  results: {
    title: 'Keputusan',
    intro:
      'Terbitkan keputusan bahagian daripada fail CSV atau taipkannya pada skrin. Setiap baris disemak dan tiada apa-apa disimpan sehingga semua baris betul. Ranking mengikut apa yang anda terbitkan.',
    notYetPublished: 'Belum ada keputusan diterbitkan untuk bahagian ini.',
    alreadyPublished:
      'Keputusan bahagian ini telah diterbitkan. Menerbitkan semula akan menggantikannya (pembetulan, direkodkan dalam log audit).',
  },

  format: {
    title: 'Format fail dan contoh',
    division:
      'division: kod bahagian ini ({code}) atau ID-nya, pada setiap baris. Ia menghalang fail bahagian lain diterbitkan di sini.',
    placement:
      'placement: 1 johan, 2 naib johan, kemudian tempat dikongsi 3 (kedua-dua separuh akhir), 5 (empat suku akhir), 9, 17… Kedudukan lain hanya untuk satu penyertaan.',
    memberIds:
      'member_ids: satu ID ahli untuk perseorangan; dua untuk beregu, dipisahkan dengan ; atau +, pemain bagi satu penyertaan yang disahkan.',
    matches:
      'Perlawanan (pilihan) selepas satu baris kosong: round, side_a, side_b, scores (seperti 11-7, 9-11, 11-5 atau W/O), winner (a atau b).',
    limits: 'Fail CSV UTF-8, paling besar 2 MB dan 2,000 baris.',
    download: 'Muat turun fail contoh',
  },

  upload: {
    title: 'Muat naik fail keputusan',
    fileLabel: 'Fail keputusan (CSV)',
    fileHint: 'Fail .csv tidak melebihi 2 MB.',
    notCsv: 'Pilih fail CSV (.csv). Simpan hamparan sebagai “CSV UTF-8” dahulu.',
    tooLarge: 'Fail itu melebihi 2 MB.',
    emptyFile: 'Fail itu kosong.',
    chooseFirst: 'Pilih fail keputusan dahulu.',
    check: 'Semak fail',
    checking: 'Menyemak…',
    publish: 'Terbitkan keputusan',
    publishing: 'Menerbitkan…',
    nothingSaved: 'Semakan tidak menyimpan apa-apa.',
    correctionNote:
      'Semakan tidak menyimpan apa-apa. Penerbitan menggantikan keputusan bahagian ini yang telah diterbitkan.',
    failed: 'Keputusan tidak dapat disemak atau diterbitkan.',
    replaceDialog: {
      title: 'Gantikan keputusan yang diterbitkan?',
      body: 'Bahagian ini sudah mempunyai keputusan yang diterbitkan. Penerbitan menggantikannya dan perlawanannya; ranking dikira semula. Perubahan ini direkodkan dalam log audit.',
      confirm: 'Gantikan keputusan',
    },
  },

  editor: {
    title: 'Masukkan keputusan pada skrin',
    intro:
      'Satu baris bagi setiap penyertaan yang mendapat tempat: kedudukannya dan ID ahlinya (dua untuk beregu, dipisahkan dengan ;). Disemak dan diterbitkan seperti fail.',
    placement: 'Kedudukan (baris {row})',
    memberIds: 'ID ahli (baris {row})',
    removeRow: 'Buang baris {row}',
    addRow: 'Tambah baris',
    placeholderSingles: 'MPA000101',
    placeholderDoubles: 'MPA000101; MPA000102',
    placementInvalid: 'Kedudukan ialah nombor bulat dari 1 hingga 1024.',
    memberIdsInvalid: 'Masukkan satu atau dua ID ahli.',
    noRows: 'Tambah sekurang-kurangnya satu baris.',
    failed: 'Keputusan tidak dapat diterbitkan.',
  },

  rowErrors: {
    title: '{count} masalah ditemui; tiada apa-apa disimpan:',
    titleOne: '1 masalah ditemui; tiada apa-apa disimpan:',
    line: 'Baris {row}',
    matchLine: 'Perlawanan, baris {row}',
    row: 'Baris {row}',
    match: 'Perlawanan {row}',
  },

  summary: {
    clean: 'Fail itu betul: {rows} keputusan dan {matches} perlawanan. Belum ada apa-apa disimpan.',
    previewRow: '{placement}. {players}: {points} mata',
    published: 'Diterbitkan: {rows} keputusan dan {matches} perlawanan.',
    corrected: 'Ini menggantikan keputusan terdahulu ({rows} keputusan dan {matches} perlawanan).',
    rankings: 'Ranking kategori ini dikemas kini sekarang.',
  },

  rules: {
    title: 'Peraturan ranking',
    intro:
      'Mata yang diperoleh bagi setiap kedudukan mengikut peringkat pengiktirafan, berapa keputusan yang dikira dan dalam tempoh berapa minggu. Peraturan yang berkuat kuasa tidak boleh diubah: tambah musim akan datang.',
    loading: 'Memuatkan peraturan ranking…',
    loadFailed: 'Peraturan ranking tidak dapat dimuatkan.',
    current: 'Berkuat kuasa',
    upcoming: 'Akan datang',
    noCurrent: 'Belum ada peraturan ranking yang berkuat kuasa.',
    summary: 'Mulai {from}: {bestOf} keputusan terbaik dalam {weeks} minggu dikira.',
    tableCaption: 'Jadual mata {season}',
    placement: 'Kedudukan',
    none: '—',
    form: {
      title: 'Tambah musim',
      intro:
        'Ia bermula daripada jadual yang berkuat kuasa. Sel kosong tidak memberi mata bagi kedudukan itu dalam peringkat itu. Menyimpan musim dengan hari pertama yang sama menggantikannya sehingga ia berkuat kuasa.',
      name: 'Nama (Bahasa Inggeris)',
      nameMs: 'Nama (Bahasa Malaysia)',
      effectiveFrom: 'Berkuat kuasa pada',
      bestOf: 'Keputusan dikira',
      windowWeeks: 'Tempoh (minggu)',
      points: 'Jadual mata',
      pointsHint:
        'Mata tidak boleh meningkat bagi kedudukan yang lebih rendah; setiap peringkat yang bermata memerlukan kedudukan 1.',
      actions: 'Tindakan',
      placementLabel: 'Kedudukan (baris {row})',
      cellLabel: 'Mata {tier} bagi kedudukan {placement}',
      removeRow: 'Buang baris kedudukan {row}',
      addRow: 'Tambah kedudukan',
      save: 'Simpan musim',
      saving: 'Menyimpan…',
      saved: '{season} disimpan: ia berkuat kuasa pada {from}.',
      failed: 'Peraturan ranking tidak dapat disimpan.',
      nameRequired: 'Masukkan nama (paling panjang 120 aksara).',
      effectiveFromInvalid: 'Masukkan hari pertama musim.',
      effectiveFromPast: 'Musim baharu mesti berkuat kuasa selepas hari ini.',
      bestOfInvalid: 'Keputusan dikira ialah nombor bulat dari 1 hingga 20.',
      windowWeeksInvalid: 'Tempoh ialah nombor bulat minggu dari 1 hingga 260.',
      placementInvalid: 'Kedudukan ialah nombor bulat dari 1 hingga 1024.',
      placementTwice: 'Kedudukan ini sudah ada dalam jadual.',
      pointsInvalid: 'Mata ialah nombor bulat dari 0 hingga 100,000 (atau kosong).',
      tierNeedsWinner: '{tier}: berikan mata bagi kedudukan 1.',
      pointsMustFall: '{tier}: mata tidak boleh meningkat bagi kedudukan yang lebih rendah.',
      noPoints: 'Masukkan mata bagi sekurang-kurangnya satu peringkat.',
    },
  },
};
