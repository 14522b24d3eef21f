import type { legal as en } from '../en/legal';
import type { ContentSection } from '../en/pages';

export const legal: typeof en = {
  lastUpdated: 'Kemas Kini Terakhir:',
  modals: {
    privacy: {
      title: 'Dasar Privasi',
      intro:
        'Kami hanya mengumpul maklumat yang diperlukan untuk mengurus pendaftaran pemain, kejohanan dan komuniti PickleZone, dan kami melindunginya mengikut undang-undang Malaysia.',
      points: [
        'Apa yang kami kumpul: nama penuh, nombor kad pengenalan, tarikh lahir, umur, jantina, e-mel, telefon, alamat kediaman, nama pengguna, kata laluan yang disulitkan, ID pemain, gambar profil, tahap kemahiran, jenis keahlian, pendaftaran kejohanan, keputusan perlawanan dan statistik.',
        'Dikumpul secara automatik: alamat IP, pelayar, sistem pengendalian, halaman yang dilawati, halaman perujuk, masa lawatan dan kuki.',
        'Siapa yang melihatnya: rakan teknikal kami, penganjur kejohanan (nama, butiran hubungan dan tahap kemahiran anda) dan pihak lain hanya dengan persetujuan anda atau apabila dikehendaki oleh undang-undang. Kami tidak sekali-kali menjual data anda.',
        'Hak anda: mengakses, membetulkan, memindahkan atau meminta kami memadamkan data anda, dan menarik diri daripada pemasaran, surat berita dan promosi pada bila-bila masa.',
        'Cara ia dilindungi: kawalan akses berasaskan peranan, pemantauan 24/7 dan penghantaran bersulit, selaras dengan Akta Perlindungan Data Peribadi 2010.',
      ],
      fullLink: 'Baca Dasar Privasi penuh',
    },
    terms: {
      title: 'Terma Perkhidmatan',
      intro: 'Dengan menggunakan laman web ini, anda bersetuju dengan terma ini. Secara ringkas:',
      points: [
        'Sesetengah ciri memerlukan akaun. Anda mesti berumur sekurang-kurangnya 13 tahun; pemain di bawah umur 18 tahun memerlukan kebenaran ibu bapa atau penjaga.',
        'Apabila anda mendaftar untuk kejohanan, nyatakan tahap kemahiran dan pengalaman anda dengan tepat, patuhi peraturan, bayar yuran tepat pada masanya dan bermain dengan semangat kesukanan.',
        'Yuran tidak akan dikembalikan melainkan dinyatakan sebaliknya. Bayaran dibuat melalui gerbang pembayaran yang sah; kami tidak sekali-kali menyimpan nombor kad penuh.',
        'Persatuan boleh menggantung atau menamatkan akaun pada bila-bila masa.',
        'Terma ini ditadbir oleh undang-undang Malaysia.',
      ],
      fullLink: 'Baca Terma dan Syarat penuh',
    },
    cookies: {
      title: 'Dasar Kuki',
      intro:
        'Kuki ialah fail kecil yang disimpan oleh laman web dalam pelayar anda. Kami menggunakannya secara berhemat:',
      points: [
        'Kuki penting memastikan anda kekal berdaftar masuk dan melindungi sesi anda. Laman web tidak dapat berfungsi tanpanya.',
        'Kuki keutamaan mengingati pilihan anda seperti bahasa.',
        'Maklumat analitik (halaman yang dilawati, pelayar dan masa lawatan) membantu kami menambah baik laman web; ia tidak sekali-kali dijual.',
        'Anda boleh menyekat atau memadamkan kuki dalam tetapan pelayar anda, tetapi daftar masuk ke portal pemain dan PickleZone tidak akan berfungsi.',
      ],
    },
  },
  terms: {
    title: 'Terma dan Syarat',
    updatedOn: '2026-11-22',
    intro: [
      'Selamat datang ke laman web rasmi Persatuan Pickleball Malaysia (“MPA”, “persatuan”, “kami”). Terma dan Syarat ini mengawal penggunaan laman web ini, portal pemain dan hab komuniti PickleZone (secara bersama, “Perkhidmatan”). Sila baca dengan teliti.',
    ],
    sections: <ContentSection[]>[
      {
        title: 'Pengenalan',
        paragraphs: [
          'Terma ini merupakan perjanjian antara anda dengan persatuan. Dengan mengakses atau menggunakan Perkhidmatan, anda bersetuju untuk terikat dengannya dan dengan Dasar Privasi kami. Jika anda tidak bersetuju, sila jangan gunakan Perkhidmatan.',
        ],
      },
      {
        title: 'Kelayakan',
        items: [
          'Anda mesti berumur sekurang-kurangnya 13 tahun untuk membuka akaun atau mendaftar sebagai pemain.',
          'Jika anda berumur di bawah 18 tahun, anda hanya boleh menggunakan Perkhidmatan dengan kebenaran dan pengawasan ibu bapa atau penjaga yang sah, yang menerima terma ini bagi pihak anda.',
        ],
      },
      {
        title: 'Akaun Pengguna',
        items: [
          'Sesetengah ciri, termasuk portal pemain, pendaftaran kejohanan dan PickleZone, memerlukan akaun.',
          'Anda mesti memberikan maklumat yang tepat, terkini dan lengkap serta sentiasa mengemas kininya.',
          'Anda bertanggungjawab merahsiakan kata laluan anda dan atas semua aktiviti di bawah akaun anda. Maklumkan kepada kami dengan segera jika anda mengesyaki penggunaan tanpa kebenaran.',
          'Seorang hanya boleh memiliki satu akaun pemain.',
        ],
      },
      {
        title: 'Pendaftaran Pemain dan Keahlian',
        paragraphs: [
          'Pemain berdaftar menerima ID pemain persatuan. Jenis keahlian, faedah dan sebarang yuran keahlian adalah seperti yang diterbitkan oleh persatuan dari semasa ke semasa. Nombor kad pengenalan anda digunakan untuk mengesahkan identiti anda dan mengelakkan pendaftaran berganda.',
        ],
      },
      {
        title: 'Pendaftaran dan Penyertaan Kejohanan',
        paragraphs: [
          'Apabila anda mendaftar untuk kejohanan yang diiktiraf, anda bersetuju untuk:',
        ],
        items: [
          'menyatakan tahap kemahiran dan pengalaman bermain anda dengan tepat;',
          'mematuhi peraturan permainan rasmi, peraturan kejohanan dan arahan pengadil serta pegawai;',
          'membayar semua yuran penyertaan sepenuhnya dan tepat pada masanya; dan',
          'berkelakuan dengan semangat kesukanan terhadap pemain, pegawai, penganjur dan penonton.',
        ],
      },
      {
        title: 'Yuran, Bayaran dan Bayaran Balik',
        items: [
          'Yuran penyertaan dan yuran kursus tidak akan dikembalikan melainkan terma acara atau kursus menyatakan sebaliknya.',
          'Bayaran diproses oleh gerbang pembayaran pihak ketiga yang sah. Persatuan tidak menyimpan nombor kad penuh.',
          'Jika sesuatu acara dibatalkan oleh penganjur, bayaran balik mengikut terma yang diterbitkan bagi acara tersebut.',
        ],
      },
      {
        title: 'Hab Komuniti dan Kandungan Pengguna',
        items: [
          'Anda kekal memiliki hantaran, komen dan imej yang anda kongsi, dan memberikan persatuan lesen bukan eksklusif tanpa royalti untuk memaparkannya dalam Perkhidmatan.',
          'Anda bertanggungjawab atas kandungan anda dan mesti mempunyai hak untuk berkongsinya.',
          'Kami boleh membuang kandungan yang melanggar terma ini, dan pemain berdaftar boleh melaporkan hantaran untuk disemak.',
        ],
      },
      {
        title: 'Penggunaan yang Dibenarkan',
        paragraphs: ['Anda tidak boleh menggunakan Perkhidmatan untuk:'],
        items: [
          'menghantar kandungan yang menyalahi undang-undang, mengganggu, membenci, ganas, lucah atau mengelirukan;',
          'menyamar sebagai orang lain atau memberikan gambaran palsu tentang gabungan anda;',
          'menghantar spam atau iklan yang tidak diminta;',
          'cuba mendapatkan akses tanpa kebenaran kepada mana-mana akaun, sistem atau data, atau mengganggu Perkhidmatan; atau',
          'mengumpul data peribadi pengguna lain tanpa persetujuan mereka.',
        ],
      },
      {
        title: 'Harta Intelek',
        paragraphs: [
          'Nama, logo, reka bentuk laman web dan kandungan yang diterbitkan oleh persatuan dimiliki oleh atau dilesenkan kepada persatuan dan tidak boleh digunakan tanpa kebenaran bertulis, kecuali sebagaimana yang dibenarkan oleh undang-undang.',
        ],
      },
      {
        title: 'Privasi',
        paragraphs: [
          'Dasar Privasi kami menerangkan cara kami mengumpul, menggunakan dan melindungi data peribadi anda. Ia merupakan sebahagian daripada terma ini.',
        ],
      },
      {
        title: 'Perkhidmatan dan Pautan Pihak Ketiga',
        paragraphs: [
          'Perkhidmatan memaut kepada perkhidmatan pihak ketiga, termasuk portal permohonan luar untuk permohonan kejohanan dan penilaian kemahiran, gerbang pembayaran dan platform video. Terma dan dasar privasi mereka sendiri terpakai, dan persatuan tidak bertanggungjawab atas kandungan atau amalan mereka.',
        ],
      },
      {
        title: 'Penamatan dan Penggantungan',
        paragraphs: [
          'Persatuan boleh menggantung atau menamatkan akaun anda atau akses anda kepada Perkhidmatan pada bila-bila masa, dengan atau tanpa notis, termasuk apabila kami mempunyai sebab munasabah untuk mempercayai bahawa anda telah melanggar terma ini atau peraturan permainan. Anda boleh berhenti menggunakan Perkhidmatan pada bila-bila masa.',
        ],
      },
      {
        title: 'Penafian dan Had Liabiliti',
        items: [
          'Perkhidmatan disediakan “seadanya” dan “sebagaimana tersedia”. Kami tidak menjamin bahawa ia tidak akan terganggu atau bebas daripada ralat.',
          'Maklumat kejohanan diberikan oleh penganjur; sila sahkan butiran dengan penganjur sebelum anda bertolak.',
          'Setakat yang dibenarkan oleh undang-undang, persatuan tidak bertanggungjawab atas kerugian tidak langsung atau berbangkit akibat penggunaan Perkhidmatan. Pickleball ialah aktiviti fizikal dan anda menyertainya atas risiko sendiri.',
        ],
      },
      {
        title: 'Perubahan kepada Terma Ini',
        paragraphs: [
          'Kami boleh mengemas kini terma ini dari semasa ke semasa. Tarikh “Kemas Kini Terakhir” menunjukkan bila terma ini kali terakhir diubah. Penggunaan berterusan Perkhidmatan selepas sesuatu perubahan bermakna anda menerima terma yang dikemas kini.',
        ],
      },
      {
        title: 'Undang-undang yang Mentadbir',
        paragraphs: [
          'Terma ini ditadbir oleh undang-undang Malaysia. Sebarang pertikaian tertakluk kepada bidang kuasa eksklusif mahkamah Malaysia.',
        ],
      },
    ],
    acceptance: {
      title: 'Penerimaan Terma',
      body: 'Dengan membuka akaun, mendaftar sebagai pemain atau menggunakan Perkhidmatan, anda mengesahkan bahawa anda telah membaca, memahami dan bersetuju dengan Terma dan Syarat ini.',
    },
    contactTitle: 'Hubungi Kami',
    contactIntro: 'Ada soalan tentang terma ini? Hubungi persatuan:',
    footer: (year: number) =>
      `© ${year} Persatuan Pickleball Malaysia. Terma dan Syarat ini terpakai kepada semua pengguna Perkhidmatan.`,
  },
  privacy: {
    title: 'Dasar Privasi',
    updatedOn: '2026-11-22',
    intro: [
      'Persatuan Pickleball Malaysia (“MPA”, “kami”) menghormati privasi anda. Dasar ini menerangkan data peribadi yang kami kumpul melalui laman web ini, portal pemain dan hab komuniti PickleZone, cara kami menggunakan dan berkongsinya, serta pilihan dan hak yang anda miliki.',
    ],
    sections: <ContentSection[]>[
      {
        title: 'Maklumat yang Kami Kumpul',
        paragraphs: [
          'Apabila anda mendaftar sebagai pemain atau menggunakan akaun anda, kami mengumpul:',
        ],
        items: [
          'butiran identiti: nama penuh, nombor kad pengenalan, tarikh lahir, umur dan jantina;',
          'butiran hubungan: alamat e-mel, nombor telefon dan alamat kediaman (jalan, bandar dan negeri);',
          'butiran akaun: nama pengguna, kata laluan (disimpan hanya dalam bentuk bersulit) dan ID pemain persatuan anda;',
          'butiran profil: gambar profil, tahap kemahiran dan jenis keahlian; dan',
          'butiran penyertaan: pendaftaran kejohanan, keputusan perlawanan dan statistik.',
        ],
      },
      {
        title: 'Maklumat yang Dikumpul Secara Automatik',
        paragraphs: [
          'Apabila anda melawat laman web, kami menerima maklumat teknikal secara automatik: alamat IP, jenis pelayar, sistem pengendalian, halaman yang anda lawati, halaman perujuk serta tarikh dan masa lawatan anda.',
        ],
      },
      {
        title: 'Kuki',
        paragraphs: [
          'Kami menggunakan kuki penting untuk memastikan anda kekal berdaftar masuk dan melindungi sesi anda, serta kuki terhad untuk mengingati pilihan dan memahami cara laman web digunakan. Anda boleh mengawal kuki dalam tetapan pelayar anda; menyekat kuki penting akan menyebabkan daftar masuk tidak berfungsi.',
        ],
      },
      {
        title: 'Cara Kami Menggunakan Maklumat Anda',
        items: [
          'untuk membuka dan mengurus akaun pemain serta keahlian anda;',
          'untuk memproses pendaftaran kejohanan dan menerbitkan cabutan, keputusan dan statistik;',
          'untuk menghantar mesej kepada anda tentang akaun anda, acara dan hal ehwal persatuan;',
          'untuk mengendalikan komuniti PickleZone dan memastikannya selamat; dan',
          'untuk menyelenggara, melindungi dan menambah baik Perkhidmatan.',
        ],
      },
      {
        title: 'Cara Kami Berkongsi Maklumat Anda',
        items: [
          'Dengan rakan teknikal kami, yang membina dan mengendalikan Perkhidmatan bagi pihak kami di bawah kewajipan kerahsiaan.',
          'Dengan penganjur kejohanan, terhad kepada nama, butiran hubungan dan tahap kemahiran anda, bagi acara yang anda sertai.',
          'Dengan pihak lain apabila anda bersetuju, atau apabila dikehendaki oleh undang-undang, mahkamah atau pihak berkuasa kerajaan.',
          'Kami tidak sekali-kali menjual data peribadi anda.',
        ],
      },
      {
        title: 'Keselamatan Data',
        paragraphs: [
          'Kami melindungi data anda dengan kawalan akses berasaskan peranan, pemantauan 24/7 dan penghantaran bersulit (HTTPS). Kata laluan disimpan hanya dalam bentuk bersulit. Tiada sistem yang selamat sepenuhnya, tetapi kami berusaha memastikan maklumat anda selamat dan akan bertindak segera terhadap sebarang insiden.',
        ],
      },
      {
        title: 'Pengekalan Data',
        paragraphs: [
          'Kami menyimpan data peribadi anda selagi akaun anda aktif dan selepas itu hanya selama yang diperlukan bagi tujuan dalam dasar ini, bagi rekod rasmi seperti keputusan kejohanan, atau sebagaimana yang dikehendaki oleh undang-undang.',
        ],
      },
      {
        title: 'Hak Anda',
        paragraphs: ['Tertakluk kepada undang-undang, anda boleh:'],
        items: [
          'mengakses data peribadi yang kami simpan tentang anda;',
          'membetulkan data yang tidak tepat atau tidak lengkap;',
          'menerima data anda dalam format mudah alih;',
          'meminta kami memadamkan data anda; dan',
          'menarik diri daripada pemasaran, surat berita dan promosi pada bila-bila masa.',
        ],
      },
      {
        title: 'Privasi Kanak-kanak',
        paragraphs: [
          'Perkhidmatan tidak ditujukan kepada kanak-kanak di bawah umur 13 tahun. Pemain berumur 13 hingga 17 tahun hanya boleh mendaftar dengan kebenaran ibu bapa atau penjaga. Jika anda percaya seorang kanak-kanak telah memberikan data kepada kami tanpa kebenaran, sila hubungi kami dan kami akan memadamkannya.',
        ],
      },
      {
        title: 'Rangka Kerja Undang-undang',
        paragraphs: [
          'Kami memproses data peribadi menurut Akta Perlindungan Data Peribadi 2010 (Akta 709) dan Akta Komunikasi dan Multimedia 1998 Malaysia.',
        ],
      },
      {
        title: 'Pautan Pihak Ketiga',
        paragraphs: [
          'Perkhidmatan memaut kepada laman web lain, seperti portal permohonan, gerbang pembayaran dan platform video. Amalan privasi mereka adalah tanggungjawab mereka sendiri; sila baca dasar mereka.',
        ],
      },
      {
        title: 'Perubahan kepada Dasar Ini',
        paragraphs: [
          'Kami boleh mengemas kini dasar ini dari semasa ke semasa. Tarikh “Kemas Kini Terakhir” menunjukkan versi terkini, dan kami akan memaklumkan pemain berdaftar tentang perubahan yang ketara.',
        ],
      },
    ],
    acknowledgment: {
      title: 'Pengakuan',
      body: 'Dengan mendaftar sebagai pemain atau menggunakan Perkhidmatan, anda mengakui bahawa anda telah membaca dan memahami Dasar Privasi ini dan bersetuju dengan pengumpulan dan penggunaan data peribadi anda seperti yang diterangkan.',
    },
    contactTitle: 'Hubungi Kami',
    contactIntro: 'Untuk soalan tentang dasar ini atau untuk menggunakan hak anda, hubungi:',
    footer: (year: number) =>
      `© ${year} Persatuan Pickleball Malaysia. Dasar Privasi ini dikeluarkan di bawah Akta Perlindungan Data Peribadi 2010.`,
  },
};
