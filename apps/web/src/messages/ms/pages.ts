import type { ContentSection, pages as en } from '../en/pages';

export const pages: typeof en = {
  about: {
    title: 'Tentang Persatuan',
    lead: 'Persatuan Pickleball Malaysia (MPA) ialah badan induk kebangsaan bagi sukan pickleball di Malaysia.',
    missionTitle: 'Misi Kami',
    mission:
      'Membangunkan, mempromosikan dan mentadbir sukan pickleball di Malaysia melalui pertandingan yang adil, kejurulatihan bertauliah serta tempat bermain yang selamat dan mesra.',
    visionTitle: 'Visi Kami',
    vision:
      'Sebuah negara di mana sesiapa sahaja, tanpa mengira umur atau kebolehan, dapat mencari gelanggang, jurulatih dan komuniti untuk bermain bersama.',
    whatWeDoTitle: 'Apa Yang Kami Lakukan',
    whatWeDo: [
      {
        title: 'Mengiktiraf kejohanan',
        body: 'Kami meluluskan dan menyenaraikan acara peringkat tempatan, negeri, kebangsaan dan antarabangsa, supaya pemain tahu setiap kejohanan memenuhi piawaian yang sama.',
      },
      {
        title: 'Mentauliahkan jurulatih dan pengadil',
        body: 'Laluan pentauliahan kami membawa jurulatih dari peringkat asas hingga peringkat utama, dan melatih pengadil untuk perlawanan yang diiktiraf.',
      },
      {
        title: 'Menyokong tempat dan kelab',
        body: 'Garis panduan tempat membantu pengendali membina dan mengurus gelanggang yang selamat, seragam dan sedia untuk pertandingan.',
      },
      {
        title: 'Membangunkan pemain',
        body: 'Pendaftaran pemain, tahap kemahiran dan kursus berstruktur memberikan setiap pemain cara yang jelas untuk meningkatkan prestasi.',
      },
      {
        title: 'Mengembangkan komuniti',
        body: 'PickleZone, hab sosial kami, menghubungkan pemain berdaftar di seluruh negara.',
      },
      {
        title: 'Mewakili Malaysia',
        body: 'Kami bekerjasama dengan badan serantau dan antarabangsa untuk membuka laluan pemain Malaysia ke pentas dunia.',
      },
    ],
  },
  affiliate: {
    title: 'Gabungan',
    listTitle: 'Gabungan kami',
    lead: 'Persatuan negeri dan kelab yang bergabung dengan persatuan, mengikut negeri.',
    loading: 'Memuatkan gabungan…',
    logoAlt: 'Logo {name}',
    website: 'Laman web {name}',
  },
  organisation: {
    title: 'Carta Organisasi',
    lead: 'Ahli jawatankuasa yang memimpin persatuan.',
    groups: {
      executive: 'Jawatankuasa Eksekutif',
      heads: 'Ketua Biro',
      advisors: 'Penasihat',
      sub_committee: 'Ahli Jawatankuasa Kecil',
    },
    loading: 'Memuatkan carta organisasi…',
    empty: 'Jawatankuasa bagi penggal ini akan diumumkan di sini.',
    loadFailed: 'Carta organisasi tidak dapat dimuatkan. Sila cuba lagi kemudian.',
  },
  tournamentGuidelines: {
    title: 'Garis Panduan Kejohanan',
    lead: 'Piawaian yang perlu dipenuhi oleh setiap kejohanan yang diiktiraf persatuan, dari pendaftaran hingga rali terakhir.',
    keyFactsTitle: 'Angka utama',
    keyFacts: [
      { value: 'RM 200', label: 'Had yuran penyertaan maksimum yang disyorkan bagi seorang' },
      { value: '21', label: 'Mata untuk memenangi perlawanan pemarkahan rali' },
      { value: '1 mata', label: 'Penalti bagi amaran teknikal kedua' },
    ],
    sections: <ContentSection[]>[
      {
        title: 'Pengiktirafan dan permohonan',
        paragraphs: [
          'Penganjur memohon pengiktirafan melalui portal permohonan persatuan sebelum mengumumkan sesuatu acara. Hanya kejohanan yang diluluskan dipaparkan dalam kalendar kejohanan rasmi.',
          'Setiap permohonan menyatakan penganjur, pegawai bertanggungjawab, tempat, tarikh, kategori yang ditawarkan dan format pemarkahan, serta memberikan nombor telefon dan alamat e-mel untuk dihubungi oleh pemain.',
        ],
      },
      {
        title: 'Yuran penyertaan',
        paragraphs: [
          'Had yuran penyertaan yang disyorkan ialah RM 200 seorang bagi setiap acara. Yuran melebihi had ini merupakan pengecualian dan memerlukan kelulusan bertulis daripada persatuan sebelum pendaftaran dibuka.',
          'Yuran, perkara yang termasuk di dalamnya dan syarat bayaran balik mesti diterbitkan bersama butiran acara supaya pemain mengetahui kos penuh sebelum mendaftar.',
        ],
      },
      {
        title: 'Kelayakan pemain dan kategori',
        items: [
          'Pemain mendaftar dengan tahap kemahiran dan pengalaman bermain yang tepat supaya setiap bahagian adil.',
          'Penganjur mengumpulkan kategori mengikut tahap kemahiran, umur dan jenis acara (perseorangan, beregu, beregu campuran), dan boleh menggabungkan atau membatalkan kategori yang kurang penyertaan dengan notis kepada pemain yang terlibat.',
          'Pemain di bawah umur 18 tahun memerlukan kebenaran ibu bapa atau penjaga untuk menyertai.',
        ],
      },
      {
        title: 'Format pemarkahan',
        paragraphs: [
          'Acara boleh menggunakan pemarkahan tradisional (side-out) atau pemarkahan rali; format bagi setiap kategori dinyatakan sebelum pendaftaran dibuka.',
          'Perlawanan pemarkahan rali dimainkan hingga 21 mata. Mata diperoleh pada setiap rali, tanpa mengira pihak yang membuat servis.',
        ],
      },
      {
        title: 'Tatakelakuan dan amaran teknikal',
        paragraphs: [
          'Pemain, jurulatih dan penonton dijangka menunjukkan semangat kesukanan pada setiap masa. Pengadil boleh mengeluarkan amaran teknikal bagi kelakuan tidak bersemangat kesukanan, bahasa kesat, melengahkan permainan atau menyalahgunakan peralatan.',
        ],
        items: [
          'Kesalahan pertama: amaran teknikal dikeluarkan dan direkodkan; tiada mata ditolak.',
          'Kesalahan kedua: satu mata ditolak daripada pihak yang bersalah.',
          'Salah laku yang serius atau berulang boleh menyebabkan perlawanan dilucutkan dan dirujuk kepada jawatankuasa tatatertib persatuan.',
        ],
      },
      {
        title: 'Pegawai, keselamatan dan keputusan',
        items: [
          'Penganjur melantik pengarah kejohanan dan pengadil terlatih bagi setiap sesi permainan.',
          'Pertolongan cemas, air minuman dan pelan yang jelas untuk cuaca panas dan keadaan cuaca disediakan sepanjang acara.',
          'Cabutan, jadual dan keputusan diterbitkan dengan segera supaya pemain dapat mengikuti perlawanan mereka.',
        ],
      },
    ],
  },
  venueGuidelines: {
    title: 'Garis Panduan Tempat',
    lead: 'Spesifikasi gelanggang, jaring dan peralatan bagi tempat yang menganjurkan permainan yang diiktiraf persatuan dan kursus berstruktur.',
    keyFactsTitle: 'Ukuran utama',
    keyFacts: [
      { value: '34 in', label: 'Ketinggian jaring di tengah' },
      { value: '36 in', label: 'Ketinggian jaring di garisan tepi' },
      { value: '22 ka', label: 'Jarak antara tiang jaring' },
      { value: '3 in', label: 'Diameter maksimum tiang jaring' },
    ],
    sections: <ContentSection[]>[
      {
        title: 'Susun atur gelanggang',
        paragraphs: [
          'Gelanggang pickleball berukuran 20 kaki lebar dan 44 kaki panjang, dengan zon tanpa voli sepanjang 7 kaki di setiap sisi jaring. Garisan merupakan sebahagian daripada kawasan yang disempadaninya dan ditanda dengan warna yang jelas berbeza daripada permukaan permainan.',
          'Gelanggang yang digunakan untuk acara yang diiktiraf mengekalkan tanda garisan dalam had toleransi yang ditetapkan dalam spesifikasi gelanggang persatuan, dan diperiksa sebelum acara.',
        ],
      },
      {
        title: 'Jaring dan tiang',
        items: [
          'Ketinggian jaring ialah 34 inci di tengah dan 36 inci di garisan tepi.',
          'Tiang jaring diletakkan 22 kaki antara satu sama lain, diukur dari bahagian dalam setiap tiang.',
          'Diameter tiang jaring tidak melebihi 3 inci.',
          'Ketinggian dan ketegangan jaring diperiksa sebelum setiap sesi permainan.',
        ],
      },
      {
        title: 'Permukaan, ruang dan pencahayaan',
        items: [
          'Permukaan permainan rata, tidak licin dan bebas daripada retakan, air bertakung dan serpihan.',
          'Ruang lari yang mencukupi dikekalkan di belakang garisan dasar dan di sebelah garisan tepi untuk permainan yang selamat, tanpa halangan tetap di dalamnya.',
          'Gelanggang dalaman dan gelanggang waktu malam diterangi secara sekata, tanpa silau yang memancar ke mata pemain.',
        ],
      },
      {
        title: 'Kemudahan pemain dan keselamatan',
        items: [
          'Air minuman, kawasan rehat yang teduh atau tertutup, tandas dan peti pertolongan cemas disediakan.',
          'Nombor kecemasan dan hospital terdekat dipaparkan di tempat yang mudah ditemui oleh kakitangan.',
        ],
      },
      {
        title: 'Kursus berstruktur di tempat',
        paragraphs: [
          'Tempat yang menganjurkan program kejurulatihan mengendalikan kursus berstruktur selama 4 hingga 8 minggu, dikendalikan oleh jurulatih bertauliah.',
        ],
        items: [
          'Setiap kumpulan mempunyai paling ramai 8 pelatih, supaya setiap pemain mendapat perhatian peribadi.',
          'Kursus ditawarkan untuk tahap kemahiran 2.0 hingga 5.0+, dan pemain ditempatkan mengikut tahap yang dinilai.',
        ],
      },
    ],
  },
};
