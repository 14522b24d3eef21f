import type { meta as en } from '../en/meta';

export const meta: typeof en = {
  titleSuffix: ' | Persatuan Pickleball Malaysia',
  home: {
    title: 'Persatuan Pickleball Malaysia – Laman Web Rasmi',
    description:
      'Laman web rasmi Persatuan Pickleball Malaysia: kejohanan, latihan, pensijilan jurulatih, berita dan komuniti pemain PickleZone.',
  },
  about: {
    title: 'Tentang Kami',
    description:
      'Misi, visi dan usaha Persatuan Pickleball Malaysia, badan induk kebangsaan bagi sukan pickleball di Malaysia.',
  },
  affiliate: {
    title: 'Gabungan',
    description: 'Gabungan Persatuan Pickleball Malaysia.',
  },
  organisation: {
    title: 'Carta Organisasi',
    description:
      'Ahli jawatankuasa, ketua biro, penasihat dan ahli jawatankuasa kecil Persatuan Pickleball Malaysia.',
  },
  tournamentGuidelines: {
    title: 'Garis Panduan Kejohanan',
    description:
      'Had yuran penyertaan, format pemarkahan, tatakelakuan dan peraturan amaran teknikal bagi kejohanan pickleball yang diiktiraf persatuan di Malaysia.',
  },
  venueGuidelines: {
    title: 'Garis Panduan Tempat',
    description:
      'Spesifikasi gelanggang, jaring dan tiang, kemudahan serta piawaian kursus berstruktur bagi tempat pickleball di Malaysia.',
  },
  termsAndConditions: {
    title: 'Terma dan Syarat',
    description:
      'Terma dan Syarat penggunaan laman web, portal pemain dan PickleZone Persatuan Pickleball Malaysia.',
  },
  privacyPolicy: {
    title: 'Dasar Privasi',
    description:
      'Cara Persatuan Pickleball Malaysia mengumpul, menggunakan, berkongsi dan melindungi data peribadi anda.',
  },
  notFound: {
    title: 'Halaman Tidak Ditemui',
    description: 'Halaman yang anda cari tidak dapat ditemui.',
  },
  error: {
    title: 'Berlaku Ralat',
    description: 'Ralat yang tidak dijangka telah berlaku.',
  },
  tournament: {
    title: 'Kalendar Kejohanan',
    description: 'Kalendar kejohanan pickleball yang diluluskan persatuan di Malaysia.',
  },
  registeredOrganizers: {
    title: 'Penganjur Berdaftar',
    description: 'Penganjur kejohanan yang berdaftar dengan Persatuan Pickleball Malaysia.',
  },
  news: {
    title: 'Berita',
    description: 'Berita dan pengumuman terkini daripada Persatuan Pickleball Malaysia.',
  },
  milestones: {
    title: 'Pencapaian',
    description: 'Perjalanan dan pencapaian Persatuan Pickleball Malaysia.',
  },
  training: {
    title: 'Latihan',
    description: 'Kursus dan klinik latihan pickleball di Malaysia.',
  },
  coaches: {
    title: 'Jurulatih',
    description: 'Jurulatih pickleball bertauliah di Malaysia.',
  },
  venue: {
    title: 'Tempat',
    description: 'Tempat bermain pickleball di Malaysia.',
  },
  rankings: {
    title: 'Ranking kebangsaan',
    description: 'Ranking pickleball kebangsaan Malaysia mengikut acara, kumpulan umur dan negeri.',
  },
  rankingRules: {
    title: 'Cara mata ranking dikira',
    description:
      'Jadual mata, keputusan terbaik yang dikira dan penentuan seri ranking kebangsaan.',
  },
  playerProfile: {
    description: 'Ranking dan keputusan kejohanan seorang pemain pickleball Malaysia.',
  },
  clubs: {
    title: 'Kelab',
    description: 'Kelab pickleball di Malaysia yang menganjurkan permainan dan acara tetap.',
  },
  contact: {
    title: 'Hubungi kami',
    description:
      'Hantar pertanyaan kepada Persatuan Pickleball Malaysia tentang keahlian, kejohanan, kejurulatihan atau media.',
  },
  referee: {
    title: 'Pengadil',
    description: 'Pengadil pickleball bertauliah di Malaysia.',
  },
  playerLogin: {
    title: 'Daftar Masuk Pemain',
    description: 'Daftar masuk ke portal pemain Persatuan Pickleball Malaysia.',
  },
  playerDashboard: {
    title: 'Papan Pemuka Pemain',
    description: 'Portal pemain Persatuan Pickleball Malaysia anda.',
  },
  picklezoneLogin: {
    title: 'Daftar Masuk PickleZone',
    description: 'Daftar masuk ke PickleZone, komuniti pemain Persatuan Pickleball Malaysia.',
  },
  picklezone: {
    title: 'PickleZone',
    description: 'PickleZone, komuniti pemain Persatuan Pickleball Malaysia.',
  },
};
