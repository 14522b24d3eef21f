/**
 * The demo site's news articles: titles, categories and summaries, each article's second
 * paragraph, and the Bahasa Malaysia of most of them.
 */
export const NEWS = [
  [
    'MPA announces the national team for the Asia Pacific Open',
    'Tournament',
    'Twelve players will represent Malaysia after a season of selection events across the country.',
  ],
  [
    'Registration opens for the Malaysia National Championship',
    'Tournament',
    'Players can now apply through the application portal. Categories cover singles, doubles and mixed doubles.',
  ],
  [
    'New coaching pathway: Level 1 Associate course dates released',
    'General',
    'The association publishes the dates for this term’s Level 1 Associate coaching courses in four states.',
  ],
  [
    'Sabah Borneo Open draws a record field',
    'Tournament',
    'More than 300 players took part in Kota Kinabalu over four days of rally-scoring matches.',
  ],
  [
    'Community courts open in Cyberjaya',
    'General',
    'Six new outdoor courts with permanent nets are now open to the public every day.',
  ],
  [
    'Referee certification workshop in Penang',
    'General',
    'Twenty new referees completed the technical officials workshop at SPICE Arena.',
  ],
  [
    'Junior development clinics expand to Sarawak',
    'General',
    'Weekend clinics for players aged 13 to 17 start in Kuching next month.',
  ],
  [
    'Updated tournament guidelines for sanctioned events',
    'Tournament',
    'The advised registration fee cap and the rules on technical warnings have been clarified.',
  ],
  [
    'Malaysia wins three medals at the regional games',
    'Tournament',
    'Gold in mixed doubles and two bronze medals crowned a strong week for the national squad.',
  ],
  [
    'Venue guidelines: net heights and court tolerances',
    'General',
    'A reminder of the net height, post spacing and line tolerances for all sanctioned venues.',
  ],
  [
    'PickleZone community hub now in beta',
    'General',
    'Registered players can share photos, results and find partners in the new community hub.',
  ],
  [
    'Year-End Masters: seeding announced',
    'Tournament',
    'Seeding for the Year-End Masters follows DUPR ratings recorded in the player portal.',
  ],
] as const;

/** Each article's own second paragraph, by position (English, Bahasa Malaysia). */
export const NEWS_BODIES: readonly (readonly [string, string])[] = [
  [
    'The squad trains together at Bukit Jalil on the three weekends before the event. Supporters can follow the draw and live scores on the association’s channels.',
    'Skuad akan berlatih bersama di Bukit Jalil pada tiga hujung minggu sebelum acara. Penyokong boleh mengikuti undian dan keputusan langsung di saluran persatuan.',
  ],
  [
    'Entries close three weeks before the first day of play. Players should check that their DUPR rating and membership are up to date before they apply.',
    'Penyertaan ditutup tiga minggu sebelum hari pertama perlawanan. Pemain perlu memastikan penarafan DUPR dan keahlian mereka terkini sebelum memohon.',
  ],
  [
    'Each course runs over two days of theory and on-court practice and ends with a practical assessment. Places are limited to 36 candidates per course.',
    'Setiap kursus berlangsung selama dua hari teori dan latihan di gelanggang, dan diakhiri dengan penilaian amali. Tempat terhad kepada 36 calon bagi setiap kursus.',
  ],
  [
    'Organisers added two extra courts on the final day to keep the schedule on time. Results for every category are listed on the tournament page.',
    'Penganjur menambah dua gelanggang pada hari terakhir supaya jadual berjalan lancar. Keputusan setiap kategori disenaraikan di halaman kejohanan.',
  ],
  [
    'The courts are lit until 11 pm and can be booked through the local council’s counter. Weekend mornings are kept for free open play.',
    'Gelanggang diterangi sehingga 11 malam dan boleh ditempah melalui kaunter majlis tempatan. Pagi hujung minggu dikhaskan untuk permainan terbuka percuma.',
  ],
  [
    'The new referees will officiate at state events from next month, alongside a certified referee for their first three tournaments.',
    'Pengadil baharu akan bertugas di acara peringkat negeri mulai bulan depan, bersama seorang pengadil bertauliah bagi tiga kejohanan pertama mereka.',
  ],
  [
    'Paddles and balls are provided, and parents are welcome to watch from the gallery. Registration is through the training calendar.',
    'Pedal dan bola disediakan, dan ibu bapa dialu-alukan menonton dari galeri. Pendaftaran dibuat melalui kalendar latihan.',
  ],
  [
    'The updated guidelines apply to every event sanctioned from the first of next month. Organisers can read the full text on the Tournament Guidelines page.',
    'Garis panduan yang dikemas kini terpakai kepada setiap acara yang diiktiraf mulai awal bulan depan. Penganjur boleh membaca teks penuh di halaman Garis Panduan Kejohanan.',
  ],
  [
    'The mixed doubles final went to a third game decided 11–9. The squad returns home on Sunday evening.',
    'Perlawanan akhir beregu campuran berlanjutan ke permainan ketiga yang ditentukan 11–9. Skuad pulang ke tanah air pada petang Ahad.',
  ],
  [
    'Venue managers are asked to measure their nets before each sanctioned event and to report any court that falls outside the tolerances.',
    'Pengurus tempat diminta mengukur jaring sebelum setiap acara yang diiktiraf dan melaporkan mana-mana gelanggang yang berada di luar toleransi.',
  ],
  [
    'Posts are moderated by the association’s volunteers. Use the report button on any post that breaks the community rules.',
    '',
  ],
  [
    'The top eight seeds in each category receive a bye in the first round. The draw is published a week before play.',
    '',
  ],
];

/**
 * The Bahasa Malaysia of the news above, by position (title, summary). The last two are left
 * untranslated, as an editor would: their pages show the English with its note.
 */
export const NEWS_MS: readonly (readonly [string, string])[] = [
  [
    'MPA umumkan pasukan kebangsaan untuk Terbuka Asia Pasifik',
    'Dua belas pemain akan mewakili Malaysia selepas semusim acara pemilihan di seluruh negara.',
  ],
  [
    'Pendaftaran dibuka untuk Kejohanan Kebangsaan Malaysia',
    'Pemain kini boleh memohon melalui portal permohonan. Kategori meliputi perseorangan, beregu dan beregu campuran.',
  ],
  [
    'Laluan kejurulatihan baharu: tarikh kursus Tahap 1 Bersekutu diumumkan',
    'Persatuan menerbitkan tarikh kursus kejurulatihan Tahap 1 Bersekutu bagi penggal ini di empat negeri.',
  ],
  [
    'Terbuka Sabah Borneo catat penyertaan terbesar',
    'Lebih 300 pemain beraksi di Kota Kinabalu selama empat hari perlawanan pemarkahan rali.',
  ],
  [
    'Gelanggang komuniti dibuka di Cyberjaya',
    'Enam gelanggang luar baharu dengan jaring kekal kini dibuka kepada orang ramai setiap hari.',
  ],
  [
    'Bengkel pentauliahan pengadil di Pulau Pinang',
    'Dua puluh pengadil baharu telah menamatkan bengkel pegawai teknikal di SPICE Arena.',
  ],
  [
    'Klinik pembangunan remaja diperluas ke Sarawak',
    'Klinik hujung minggu untuk pemain berumur 13 hingga 17 tahun bermula di Kuching bulan depan.',
  ],
  [
    'Garis panduan kejohanan dikemas kini bagi acara yang diiktiraf',
    'Had yuran penyertaan yang disyorkan dan peraturan amaran teknikal telah diperjelas.',
  ],
  [
    'Malaysia raih tiga pingat di sukan serantau',
    'Emas dalam beregu campuran dan dua gangsa menyempurnakan minggu cemerlang skuad kebangsaan.',
  ],
  [
    'Garis panduan tempat: ketinggian jaring dan toleransi gelanggang',
    'Peringatan tentang ketinggian jaring, jarak tiang dan toleransi garisan bagi semua tempat yang diiktiraf.',
  ],
];
