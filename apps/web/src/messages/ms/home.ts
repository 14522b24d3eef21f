import type { home as en } from '../en/home';

export const home: typeof en = {
  hero: {
    eyebrow: 'Badan induk kebangsaan yang rasmi',
    title: 'Pickleball untuk setiap rakyat Malaysia',
    lead: 'Persatuan Pickleball Malaysia mengiktiraf kejohanan, mentauliahkan jurulatih dan pengadil, serta menyokong kelab dan pemain di seluruh 16 negeri dan wilayah persekutuan.',
    primaryCta: 'Lihat Kejohanan',
    secondaryCta: 'Tentang Persatuan',
  },
  registration: {
    sectionEyebrow: 'Pendaftaran pemain',
    sectionTitle: 'Jadi pemain berdaftar',
    sectionBody:
      'Daftar dengan persatuan untuk mendapatkan ID ahli anda, merekodkan penarafan DUPR dan tahap kemahiran anda, menerima mesej daripada persatuan dan menyertai PickleZone, komuniti pemain kami.',
    sectionPoints: [
      'Pendaftaran percuma, terbuka kepada pemain berumur 13 tahun ke atas',
      'Pemain berumur 13–17 tahun mendaftar dengan kebenaran ibu bapa atau penjaga',
      'Portal pemain anda sendiri dengan profil dan peti masuk',
    ],
    openButton: 'Daftar sebagai pemain',
    alreadyRegistered: 'Sudah berdaftar?',
    signIn: 'Daftar Masuk Pemain',
  },
  stats: {
    title: 'Pickleball di Malaysia secara ringkas',
    items: [
      { value: '400,000+', label: 'Pemain aktif' },
      { value: '27+', label: 'Kejohanan' },
      { value: '472+', label: 'Tempat' },
      { value: '500+', label: 'Jurulatih' },
    ],
  },
  mission: {
    title: 'Siapa kami',
    items: [
      {
        title: 'Misi',
        body: 'Membangunkan, mempromosikan dan mentadbir sukan pickleball di Malaysia melalui pertandingan yang adil, kejurulatihan bertauliah serta tempat bermain yang selamat dan mesra.',
      },
      {
        title: 'Visi',
        body: 'Sebuah negara di mana sesiapa sahaja, tanpa mengira umur atau kebolehan, dapat mencari gelanggang, jurulatih dan komuniti untuk bermain bersama.',
      },
      {
        title: 'Objektif',
        body: 'Membina laluan yang jelas dari rali pertama hingga mewakili negara melalui acara yang diiktiraf, pentauliahan dan pembangunan pemain.',
      },
    ],
  },
  portal: {
    eyebrow: 'Portal permohonan',
    title: 'Permohonan kejohanan & penilaian kemahiran',
    body: 'Penganjur memohon pengiktirafan kejohanan dan pemain menempah penilaian kemahiran rasmi melalui portal permohonan persatuan.',
    cta: 'Pergi ke Portal Permohonan',
  },
  socialHub: {
    eyebrow: 'PickleZone',
    title: 'Sertai hab sosial PickleZone',
    body: 'Kongsi detik perlawanan, cari rakan bermain dan ikuti perkembangan komuniti.',
    requirement:
      'Suapan hantaran dan hab sosial ini untuk pemain berdaftar. Daftar sebagai pemain, kemudian daftar masuk untuk menyertai.',
    hubCta: 'Daftar masuk ke PickleZone',
    playerCta: 'Daftar Masuk Pemain',
  },
  guidelines: {
    title: 'Garis Panduan',
    lead: 'Piawaian bagi acara yang diiktiraf dan tempat bermain.',
    tournament: {
      title: 'Garis Panduan Kejohanan',
      body: 'Yuran penyertaan, format pemarkahan, tatakelakuan dan amaran teknikal bagi acara yang diiktiraf.',
      cta: 'Baca garis panduan kejohanan',
    },
    venue: {
      title: 'Garis Panduan Tempat',
      body: 'Ukuran gelanggang, spesifikasi jaring dan tiang, permukaan serta piawaian kursus berstruktur.',
      cta: 'Baca garis panduan tempat',
    },
  },
  roadmap: {
    title: 'Pelan hala tuju pentauliahan jurulatih',
    lead: 'Laluan empat peringkat dari asas hingga jurulatih utama, dikendalikan oleh pengendali kursus persatuan.',
    durationLabel: 'Tempoh',
    feeLabel: 'Yuran seorang',
    participantsLabel: 'Peserta',
    stepLabel: (step: number) => `Peringkat ${step}`,
    levels: [
      {
        name: 'Asas',
        duration: '1 hari',
        fee: 'RM 250',
        participants: '32–36',
        summary:
          'Pukulan teras, peraturan dan pengendalian sesi yang selamat untuk jurulatih baharu.',
      },
      {
        name: 'Tahap 1 Bersekutu',
        duration: '4 hari',
        fee: 'RM 750',
        participants: '24–32',
        summary:
          'Perancangan pelajaran berstruktur dan kejurulatihan berkumpulan untuk pemain permulaan.',
      },
      {
        name: 'Tahap 2 Profesional',
        duration: '4.5 hari',
        fee: 'RM 850',
        participants: '24–32',
        summary: 'Teknik lanjutan, taktik dan kejurulatihan pemain tahap pertengahan.',
      },
      {
        name: 'Tahap 3 Utama',
        duration: '5 hari',
        fee: 'RM 1,000',
        participants: '24–32',
        summary: 'Kejurulatihan prestasi, membimbing jurulatih dan pertandingan peringkat tinggi.',
      },
    ],
  },
};
