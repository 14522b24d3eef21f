import { ELIGIBILITY_MESSAGES_MS } from './competition/eligibility';
import { ENTRIES_MESSAGES_MS } from './competition/entries-messages';
import { RANKINGS_MESSAGES_MS, RANKINGS_PATTERNS_MS } from './competition/rankings-messages';
import { SETUP_MESSAGES_MS } from './competition/setup-messages';
import { LIMIT_PATTERNS_MS } from './payments/limits';
import { PROFILE_MESSAGES_MS } from './players/edits';
import { GUARDIAN_MESSAGES_MS } from './players/guardian';
import { SKILL_LEVEL_LABELS_MS, type SkillLevel } from './players/skill-level';
import { CORRECTION_MESSAGES_MS } from './privacy';
import { translateLongDate } from './relative-time';

/**
 * Bahasa Malaysia of the messages the API answers with and the shared schemas give (issue 17):
 * the server sends them to a client that asks for Malay (`X-Language: ms`), and a Malay page
 * shows them for its own checks. English is the original: a message with no entry here is shown
 * as it is. `scripts/checks/server-messages.test.ts` fails when a message has no translation.
 */

/** Names of things and fields that messages are built from ('Title is required'). */
export const LABELS_MS: Readonly<Record<string, string>> = {
  Title: 'Tajuk',
  'Calendar feed': 'Suapan kalendar',
  'Directory entry': 'Entri direktori',
  Enquiry: 'Pertanyaan',
  Reply: 'Balasan',
  Photo: 'Foto',
  'Indoor courts': 'Gelanggang dalaman',
  'Outdoor courts': 'Gelanggang luar',
  'Map link': 'Pautan peta',
  'Opening hours': 'Waktu operasi',
  'Certification level': 'Tahap pensijilan',
  Notification: 'Pemberitahuan',
  'Partner request': 'Permintaan pasangan',
  'Player with that member ID': 'Pemain dengan ID ahli itu',
  'Waitlist entry': 'Tempat dalam senarai menunggu',
  'Minimum age': 'Umur minimum',
  'Maximum age': 'Umur maksimum',
  Search: 'Carian',
  Description: 'Keterangan',
  Content: 'Kandungan',
  Summary: 'Ringkasan',
  Date: 'Tarikh',
  Time: 'Masa',
  Location: 'Lokasi',
  Coach: 'Jurulatih',
  'Full name': 'Nama penuh',
  Name: 'Nama',
  Email: 'E-mel',
  'Phone number': 'Nombor telefon',
  Address: 'Alamat',
  'Address line 1': 'Alamat baris 1',
  'Address line 2': 'Alamat baris 2',
  City: 'Bandar',
  State: 'Negeri',
  'IC number': 'Nombor kad pengenalan',
  Username: 'Nama pengguna',
  Password: 'Kata laluan',
  'DUPR ID': 'ID DUPR',
  'Related tournament': 'Kejohanan berkaitan',
  'Publish date': 'Tarikh terbit',
  Subject: 'Subjek',
  Message: 'Mesej',
  Reason: 'Sebab',
  Note: 'Catatan',
  Details: 'Butiran',
  Comment: 'Komen',
  Post: 'Hantaran',
  Player: 'Pemain',
  News: 'Berita',
  Milestone: 'Pencapaian',
  'Office-bearer': 'Ahli jawatankuasa',
  Affiliate: 'Gabungan',
  Role: 'Jawatan',
  Website: 'Laman web',
  Course: 'Kursus',
  Clinic: 'Klinik',
  course: 'kursus',
  clinic: 'klinik',
  Enrolment: 'Pendaftaran',
  Receipt: 'Resit',
  Tournament: 'Kejohanan',
  Organizer: 'Penganjur',
  Report: 'Laporan',
  Session: 'Sesi',
  Invitation: 'Jemputan',
  'Featured video': 'Video pilihan',
  'Membership type': 'Jenis keahlian',
  'Payment instructions': 'Cara membayar',
  'Renewal request': 'Permintaan pembaharuan',
  'Audit entry': 'Entri audit',
  'Staff member': 'Ahli kakitangan',
  'Retention rule': 'Peraturan pengekalan',
  'Pending request': 'Permohonan yang menunggu',
  Preview: 'Pratonton',
  Request: 'Permohonan',
  Export: 'Eksport',
  Route: 'Laluan',
  'Payment order': 'Pesanan bayaran',
  'Credit note': 'Nota kredit',
};

const label = (text: string) => LABELS_MS[text] ?? text;
const cap = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const skill = (level: string) => SKILL_LEVEL_LABELS_MS[level as SkillLevel] ?? level;

/** Zod's names of value types, in the messages it gives for a wrong type. */
const TYPES_MS: Readonly<Record<string, string>> = {
  string: 'teks',
  number: 'nombor',
  int: 'nombor bulat',
  boolean: 'benar atau palsu',
  object: 'objek',
  record: 'objek',
  array: 'senarai',
  date: 'tarikh',
  undefined: 'tiada nilai',
  null: 'null',
  NaN: 'bukan nombor',
  bigint: 'nombor',
  file: 'fail',
};
const typeMs = (type: string) => TYPES_MS[type] ?? type;
/** What a size limit counts, in zod's "Too big" / "Too small" messages. */
const UNITS_MS: Readonly<Record<string, string>> = {
  characters: 'aksara',
  items: 'item',
  elements: 'item',
  keys: 'kunci',
};
/** What a rate limit counts: "Too many <what>. Try again in 5 minutes." */
const LIMITED_MS: Readonly<Record<string, string>> = {
  'failed login attempts': 'cubaan daftar masuk yang gagal',
  'wrong passwords': 'kata laluan yang salah',
  'wrong codes': 'kod yang salah',
  'registrations from this network': 'pendaftaran dari rangkaian ini',
  'registration attempts from this network': 'cubaan pendaftaran dari rangkaian ini',
  'password reset requests': 'permintaan set semula kata laluan',
  'IC number checks from this network': 'semakan nombor kad pengenalan dari rangkaian ini',
  'enquiries from this network': 'pertanyaan dari rangkaian ini',
  'link previews': 'pratonton pautan',
  'card checks from this address': 'semakan kad dari alamat ini',
  'correction requests': 'permohonan pembetulan',
};
const AGE_BANDS_MS: Readonly<Record<string, string>> = {
  'junior (under 18)': 'junior (bawah 18 tahun)',
  'adult (18 and over)': 'dewasa (18 tahun ke atas)',
  'senior (60 and over)': 'warga emas (60 tahun ke atas)',
  junior: 'junior',
  adult: 'dewasa',
  senior: 'warga emas',
};

/** Messages with values in them: the pattern, and its Malay built from the parts. */
const PATTERNS_MS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] = [
  // Rate limits: what was limited, and when to try again.
  [
    /^Too many (.+)\. Try again in (\d+) minutes?\.$/,
    (m) => `Terlalu banyak ${LIMITED_MS[m[1]!] ?? m[1]}. Cuba lagi dalam ${m[2]} minit.`,
  ],
  [
    /^Too many (.+)\. Please wait (\d+) minute\(s\) and try again\.$/,
    (m) => `Terlalu banyak ${LIMITED_MS[m[1]!] ?? m[1]}. Sila tunggu ${m[2]} minit dan cuba lagi.`,
  ],
  [
    /^Too many (.+)\. Please wait a minute and try again\.$/,
    (m) => `Terlalu banyak ${LIMITED_MS[m[1]!] ?? m[1]}. Sila tunggu seminit dan cuba lagi.`,
  ],
  [
    /^You can ask for your data (\d+) times a day\. Try again in (\d+) (minutes?|hours?)\.$/,
    (m) =>
      `Anda boleh meminta data anda ${m[1]} kali sehari. Cuba lagi dalam ${m[2]} ${
        m[3]!.startsWith('hour') ? 'jam' : 'minit'
      }.`,
  ],
  [
    /^You are posting too quickly\. Please wait (\d+) minute\(s\) and try again\.$/,
    (m) => `Anda menghantar terlalu cepat. Sila tunggu ${m[1]} minit dan cuba lagi.`,
  ],
  // Zod's own messages for a wrong type, size or option (the field's path may come first).
  [
    /^Invalid input: expected (\w+), received (\w+)$/,
    (m) => `Input tidak sah: sepatutnya ${typeMs(m[1]!)}, diterima ${typeMs(m[2]!)}`,
  ],
  [/^Invalid input$/, () => 'Input tidak sah'],
  // The same payment reference recorded lately for the member (issue 32).
  [
    /^This reference was already recorded for this member on receipt (.+?) \(paid (.+)\)$/,
    (m) =>
      `Rujukan ini telah direkodkan bagi ahli ini pada resit ${m[1]} (dibayar ${translateLongDate(m[2]!, 'ms')})`,
  ],
  [
    /^Too (small|big): expected (\w+) to have (>=|<=|>|<)(\d+) (\w+)$/,
    (m) =>
      `${m[1] === 'small' ? 'Terlalu pendek' : 'Terlalu panjang'}: ${typeMs(m[2]!)} mesti ${
        m[3]!.startsWith('>') ? 'sekurang-kurangnya' : 'tidak melebihi'
      } ${m[4]} ${UNITS_MS[m[5]!] ?? m[5]}`,
  ],
  [
    /^Too (small|big): expected (\w+) to be (>=|<=|>|<)(-?[\d.]+)$/,
    (m) =>
      `${m[1] === 'small' ? 'Terlalu kecil' : 'Terlalu besar'}: ${typeMs(m[2]!)} mesti ${m[3]}${m[4]}`,
  ],
  [
    /^Invalid option: expected one of (.+)$/,
    (m) => `Pilihan tidak sah: mesti salah satu daripada ${m[1]}`,
  ],
  [/^Unrecognized keys?: (.+)$/, (m) => `Medan tidak dikenali: ${m[1]}`],
  [
    /^Invalid (string|email|url|uuid|date|datetime)(: .*)?$/,
    (m) => `${cap(typeMs(m[1]!))} tidak sah`,
  ],
  [/^Invalid (\w+)$/, (m) => `${cap(m[1]!)} tidak sah`],
  // Results rows that name a member ID (competition rankings keep them beside their messages).
  ...RANKINGS_PATTERNS_MS,
  // Our own messages with values.
  [
    /^DUPR rating must be between ([\d.]+) and ([\d.]+)$/,
    (m) => `Penarafan DUPR mesti antara ${m[1]} hingga ${m[2]}`,
  ],
  [
    /^You can only upload a maximum of (\d+) images per post$/,
    (m) => `Anda hanya boleh memuat naik paling banyak ${m[1]} imej bagi setiap hantaran`,
  ],
  [
    /^Posts can be at most (\d[\d,]*) characters$/,
    (m) => `Hantaran boleh mengandungi paling banyak ${m[1]} aksara`,
  ],
  [
    /^Comments can be at most (\d[\d,]*) characters$/,
    (m) => `Komen boleh mengandungi paling banyak ${m[1]} aksara`,
  ],
  [/^At most (\d+) photos per entry$/, (m) => `Paling banyak ${m[1]} foto bagi setiap entri`],
  [
    /^Cancellation cut-off must be from (\d+) to (\d+) days$/,
    (m) => `Had pembatalan mesti antara ${m[1]} hingga ${m[2]} hari`,
  ],
  [
    /^A moderator has blocked you from posting and commenting in PickleZone\. Reason: ([\s\S]*)$/,
    (m) =>
      `Moderator telah menyekat anda daripada menghantar dan mengulas di PickleZone. Sebab: ${m[1]}`,
  ],
  [
    /^Your membership is suspended(?: \(([\s\S]*)\))?\. Please contact the association to resolve it\.$/,
    (m) =>
      `Keahlian anda digantung${m[1] ? ` (${m[1]})` : ''}. Sila hubungi persatuan untuk menyelesaikannya.`,
  ],
  [/^(.+) is closed to new terms$/, (m) => `${m[1]} tidak lagi dibuka untuk tempoh baharu`],
  [
    /^(.+) is for (.+); this member is (\d+)$/,
    (m) => `${m[1]} adalah untuk ${AGE_BANDS_MS[m[2]!] ?? m[2]}; ahli ini berumur ${m[3]} tahun`,
  ],
  [/^The field (.+) is too long$/, (m) => `Medan ${m[1]} terlalu panjang`],
  [/^(.+) must be true or false$/, (m) => `${label(m[1]!)} mesti benar atau palsu`],
  [/^(.+) must be a list$/, (m) => `${label(m[1]!)} mesti senarai`],
  [/^(.+) must be a date$/, (m) => `${label(m[1]!)} mesti tarikh`],
  [/^(.+) must be a player _id$/, (m) => `${label(m[1]!)} mesti _id pemain`],
  [
    /^(.+) must be a whole number from (\d+) to (\d+)$/,
    (m) => `${label(m[1]!)} mesti nombor bulat dari ${m[2]} hingga ${m[3]}`,
  ],
  [
    /^(.+) must be from (\d+) to (\d+)$/,
    (m) => `${label(m[1]!)} mesti dari ${m[2]} hingga ${m[3]}`,
  ],
  [
    /^(.+) \(Bahasa Malaysia\) must be at most (\d[\d,]*) characters$/,
    (m) => `${label(m[1]!)} (Bahasa Malaysia) mesti tidak melebihi ${m[2]} aksara`,
  ],
  [
    /^(.+) must be at most (\d[\d,]*) characters$/,
    (m) => `${label(m[1]!)} mesti tidak melebihi ${m[2]} aksara`,
  ],
  [
    /^(.+) must be at least (\d[\d,]*) characters$/,
    (m) => `${label(m[1]!)} mesti sekurang-kurangnya ${m[2]} aksara`,
  ],
  [/^Must be at most (\d[\d,]*) characters$/, (m) => `Mesti tidak melebihi ${m[1]} aksara`],
  [
    /^Too many enquiries from this network\. Try again in (\d+) minutes\.$/,
    (m) => `Terlalu banyak pertanyaan dari rangkaian ini. Cuba lagi dalam ${m[1]} minit.`,
  ],
  [/^(.+) is required$/, (m) => `${label(m[1]!)} diperlukan`],
  [/^(.+) not found$/, (m) => `${label(m[1]!)} tidak ditemui`],
  [
    /^(.+) must be a real date \(YYYY-MM-DD\)$/,
    (m) => `${label(m[1]!)} mesti tarikh yang sah (TTTT-BB-HH)`,
  ],
  [/^(.+) must be a valid date$/, (m) => `${label(m[1]!)} mesti tarikh yang sah`],
  [
    /^You must be at least (\d+) years old to register$/,
    (m) => `Anda mesti berumur sekurang-kurangnya ${m[1]} tahun untuk mendaftar`,
  ],
  [
    /^Your account is (suspended|inactive)\. Please contact the association\.$/,
    (m) =>
      `Akaun anda ${m[1] === 'suspended' ? 'digantung' : 'tidak aktif'}. Sila hubungi persatuan.`,
  ],
  [
    /^Your account is (suspended|inactive)$/,
    (m) => `Akaun anda ${m[1] === 'suspended' ? 'digantung' : 'tidak aktif'}`,
  ],
  [
    /^This (course|clinic) is not open for enrolment$/,
    (m) =>
      `${label(m[1]!)[0]!.toUpperCase()}${label(m[1]!).slice(1)} ini belum dibuka untuk pendaftaran`,
  ],
  [
    /^You are already enrolled in this (course|clinic)$/,
    (m) => `Anda sudah berdaftar dalam ${label(m[1]!)} ini`,
  ],
  [
    /^This (course|clinic) is full$/,
    (m) => `${label(m[1]!)[0]!.toUpperCase()}${label(m[1]!).slice(1)} ini sudah penuh`,
  ],
  [
    /^Days must be from (\d+) to (\d+)$/,
    (m) => `Bilangan hari mesti antara ${m[1]} hingga ${m[2]}`,
  ],
  [
    /^A membership type named (.+) already exists$/,
    (m) => `Jenis keahlian bernama ${m[1]} sudah wujud`,
  ],
  [/^The fee for (.+) is (RM [\d,.]+)$/, (m) => `Yuran bagi ${m[1]} ialah ${m[2]}`],
  // What one online payment can be (ADR 028): fees, checkouts, halves.
  ...LIMIT_PATTERNS_MS,
  [
    /^This (course|clinic) has places left: enrol instead$/,
    (m) => `${cap(label(m[1]!))} ini masih ada tempat: daftar sahaja`,
  ],
  [
    /^You are already on the waitlist for this (course|clinic)$/,
    (m) => `Anda sudah dalam senarai menunggu ${label(m[1]!)} ini`,
  ],
  [
    /^You are on the waitlist for this (course|clinic)$/,
    (m) => `Anda dalam senarai menunggu ${label(m[1]!)} ini`,
  ],
  [
    /^You have no place on offer for this (course|clinic)$/,
    (m) => `Tiada tempat ditawarkan kepada anda untuk ${label(m[1]!)} ini`,
  ],
  [
    /^Cancellations for this (course|clinic) closed on (\d{4}-\d{2}-\d{2})$/,
    (m) => `Pembatalan untuk ${label(m[1]!)} ini ditutup pada ${m[2]}`,
  ],
  [
    /^This (course|clinic) is not a doubles event$/,
    (m) => `${cap(label(m[1]!))} ini bukan acara beregu`,
  ],
  [
    /^Your partner is already entered in this (course|clinic)$/,
    (m) => `Pasangan anda sudah didaftarkan dalam ${label(m[1]!)} ini`,
  ],
  [
    /^(You|Your partner) must be aged (\d+)–(\d+) on the day$/,
    (m) =>
      `${m[1] === 'You' ? 'Anda' : 'Pasangan anda'} mesti berumur ${m[2]}–${m[3]} tahun pada hari itu`,
  ],
  [
    /^(Your|Your partner's) skill level is outside this event's range \((.+)–(.+)\)$/,
    (m) =>
      `Tahap kemahiran ${m[1] === 'Your' ? 'anda' : 'pasangan anda'} di luar julat acara ini (${skill(m[2]!)}–${skill(m[3]!)})`,
  ],
  [/^(.+) must be 0 or more$/, (m) => `${label(m[1]!)} mesti 0 atau lebih`],
  [/^(.+) must be a whole number$/, (m) => `${label(m[1]!)} mesti nombor bulat`],
  [/^(.+) must be a number$/, (m) => `${label(m[1]!)} mesti nombor`],
  [/^(.+) must be text$/, (m) => `${label(m[1]!)} mesti teks`],
  [/^(.+) must be at most (\d[\d,]*)$/, (m) => `${label(m[1]!)} tidak boleh melebihi ${m[2]}`],
  [/^(.+) is larger than 5MB$/, (m) => `${m[1]} melebihi 5MB`],
  [/^Invalid value for (.+)$/, (m) => `Nilai tidak sah bagi ${m[1]}`],
  [/^Unexpected file field: (.+)$/, (m) => `Medan fail yang tidak dijangka: ${m[1]}`],
  [
    /^Could not reach the application portal: (.+)$/,
    (m) => `Portal permohonan tidak dapat dihubungi: ${m[1]}`,
  ], // "querystring.limit: Too small: …": the field's path, then the message.
  [
    /^((?:body|querystring|params|headers)(?:\.[\w[\]]+)*|[a-z]\w*(?:\.[\w[\]]+)*): (.+)$/,
    (m) => `${m[1]}: ${toMalay(m[2]!)}`,
  ],
];

/** Whole messages. */
export const EXACT_MS: Readonly<Record<string, string>> = {
  'Invalid username or password': 'Nama pengguna atau kata laluan tidak sah',
  'Current password is incorrect': 'Kata laluan semasa tidak betul',
  'Please accept the terms and privacy policy!': 'Sila terima terma dan dasar privasi!',
  'Please fill in both subject and message': 'Sila isi kedua-dua subjek dan mesej',
  'Please enter a valid YouTube embed code or URL':
    'Sila masukkan kod benam atau URL YouTube yang sah',
  'Image size should be less than 5MB': 'Saiz imej mestilah kurang daripada 5MB',
  'File size must be less than 5MB': 'Saiz fail mesti kurang daripada 5MB',
  'Former member': 'Bekas ahli',
  'If that e-mail address belongs to a registered player, a link to reset the password is on its way. Check your inbox.':
    'Jika alamat e-mel itu milik pemain berdaftar, pautan untuk menetapkan semula kata laluan sedang dihantar. Semak peti masuk anda.',
  'Invalid or missing webhook signature': 'Tandatangan webhook tidak sah atau tiada',
  'This webhook call is too old': 'Panggilan webhook ini terlalu lama',
  'This link cannot be previewed': 'Pautan ini tidak boleh dipratonton',
  'This link does not point to a web page': 'Pautan ini tidak menuju ke halaman web',
  'The page took too long to answer': 'Halaman itu mengambil masa terlalu lama untuk menjawab',
  'This staff account is disabled. Ask a super admin to enable it.':
    'Akaun kakitangan ini dinyahdayakan. Minta pentadbir super untuk mendayakannya.',
  'You do not have permission to do this': 'Anda tidak mempunyai kebenaran untuk melakukan ini',
  'Internal server error': 'Ralat pelayan dalaman',
  'A new temporary password was generated. Give it to the player: it is shown only once.':
    'Kata laluan sementara baharu telah dijana. Berikan kepada pemain: ia dipaparkan sekali sahaja.',
  'A news item with this newsId already exists': 'Berita dengan newsId ini sudah wujud',
  'A staff member with this e-mail already exists': 'Ahli kakitangan dengan e-mel ini sudah wujud',
  'A term lasts at least 1 month': 'Sesuatu tempoh sekurang-kurangnya 1 bulan',
  'A term lasts at most 60 months': 'Sesuatu tempoh paling lama 60 bulan',
  'Active must be true or false': 'Aktif mesti benar atau palsu',
  'Admin access required': 'Akses pentadbir diperlukan',
  'Admin sign-in required': 'Daftar masuk pentadbir diperlukan',
  'Amount cannot be negative': 'Jumlah tidak boleh negatif',
  'Amount must be a whole number of sen': 'Jumlah mesti nombor bulat dalam sen',
  'Amount must be an amount in RM': 'Jumlah mesti amaun dalam RM',
  'Amount must be at most RM 100,000.00': 'Jumlah tidak boleh melebihi RM 100,000.00',
  'An export is already being prepared': 'Satu eksport sedang disediakan',
  'An idempotency key is required': 'Kunci idempotensi diperlukan',
  'At least one milestone is required': 'Sekurang-kurangnya satu pencapaian diperlukan',
  'Audit entries from before the cutoff were added since this preview. Preview it again.':
    'Entri audit dari sebelum tarikh had telah ditambah sejak pratonton ini. Buat pratonton semula.',
  'Authentication required': 'Sila daftar masuk',
  'Choose a membership type': 'Pilih jenis keahlian',
  'Choose an age band': 'Pilih kumpulan umur',
  'Choose at least one role': 'Pilih sekurang-kurangnya satu peranan',
  'Choose how it was paid': 'Pilih cara bayaran dibuat',
  'Choose how long a term lasts': 'Pilih tempoh keahlian',
  'Choose what happens to your posts and comments':
    'Pilih apa yang berlaku kepada hantaran dan komen anda',
  'Choose what to correct': 'Pilih perkara yang perlu dibetulkan',
  'Choose whether to receive association news': 'Pilih sama ada mahu menerima berita persatuan',
  'Comment deleted': 'Komen dipadam',
  'Connected to organizer updates': 'Disambungkan kepada kemas kini penganjur',
  'Could not fetch the application from the portal; try again':
    'Permohonan tidak dapat diambil dari portal; cuba lagi',
  'Cross-site request refused': 'Permintaan merentas laman ditolak',
  'Current password is required': 'Kata laluan semasa diperlukan',
  'DUPR rating can have at most 3 decimal places':
    'Penarafan DUPR boleh mempunyai paling banyak 3 tempat perpuluhan',
  'DUPR rating must be a number': 'Penarafan DUPR mesti nombor',
  'Database unavailable': 'Pangkalan data tidak tersedia',
  "Date must be a 'YYYY-MM-DD' calendar date": "Tarikh mesti tarikh kalendar 'TTTT-BB-HH'",
  'Dates look like 2026-11-24': 'Tarikh ditulis seperti 2026-11-24',
  'Details can be at most 1000 characters': 'Butiran boleh mengandungi paling banyak 1000 aksara',
  'Each id must be a milestone id': 'Setiap id mesti id pencapaian',
  'Each milestone may appear only once': 'Setiap pencapaian hanya boleh muncul sekali',
  'Email already registered': 'E-mel sudah didaftarkan',
  'Enter a whole number of days': 'Masukkan bilangan hari dalam nombor bulat',
  'Enter how many months a term lasts': 'Masukkan bilangan bulan sesuatu tempoh',
  'Enter one of your recovery codes, like abcde-12345':
    'Masukkan salah satu kod pemulihan anda, seperti abcde-12345',
  'Enter the 6-digit code from your authenticator app':
    'Masukkan kod 6 digit daripada aplikasi pengesah anda',
  'Enter the correct value': 'Masukkan nilai yang betul',
  'Enter the policy version': 'Masukkan versi dasar',
  'Enter your password': 'Masukkan kata laluan anda',
  'Expected a multipart/form-data request': 'Permintaan multipart/form-data dijangka',
  'Expected { tournament: { applicationId }, action: created|updated|deleted }':
    'Dijangka { tournament: { applicationId }, action: created|updated|deleted }',
  'Fee cannot be negative': 'Yuran tidak boleh negatif',
  'Fee must be a whole number of sen': 'Yuran mesti nombor bulat dalam sen',
  'Fee must be an amount in RM': 'Yuran mesti amaun dalam RM',
  'Fee must be at most RM 100,000.00': 'Yuran tidak boleh melebihi RM 100,000.00',
  'Give a reason': 'Nyatakan sebab',
  'Give a reason (at least 3 characters)': 'Nyatakan sebab (sekurang-kurangnya 3 aksara)',
  'Grace period cannot be negative': 'Tempoh tangguh tidak boleh negatif',
  'Grace period must be a number of days': 'Tempoh tangguh mesti bilangan hari',
  'Grace period must be a whole number of days': 'Tempoh tangguh mesti bilangan hari yang bulat',
  'Grace period must be at most 365 days': 'Tempoh tangguh tidak boleh melebihi 365 hari',
  'IC number already registered': 'Nombor kad pengenalan sudah didaftarkan',
  'This IC number is already registered to another player. Reject the request, or correct the other account first.':
    'Nombor kad pengenalan ini sudah didaftarkan kepada pemain lain. Tolak permohonan ini, atau betulkan akaun yang satu lagi dahulu.',
  'Image dimensions are too large': 'Ukuran imej terlalu besar',
  'Image size must be less than 5MB': 'Saiz imej mesti kurang daripada 5MB',
  'Invalid Content-Length': 'Content-Length tidak sah',
  'Invalid characters in the request address': 'Aksara tidak sah dalam alamat permintaan',
  'Invalid cursor': 'Kursor tidak sah',
  'Invalid form field name': 'Nama medan borang tidak sah',
  'Invalid portal API key': 'Kunci API portal tidak sah',
  'Invitation sent': 'Jemputan dihantar',
  'Invitation withdrawn': 'Jemputan ditarik balik',
  'Keep the audit log for at least 365 days': 'Simpan log audit sekurang-kurangnya 365 hari',
  'Keep the audit log for at most 3650 days': 'Simpan log audit paling lama 3650 hari',
  'Keep the official name under 200 characters': 'Pastikan nama rasmi kurang daripada 200 aksara',
  'Keep the registration number under 60 characters':
    'Pastikan nombor pendaftaran kurang daripada 60 aksara',
  'Keep the address under 500 characters': 'Pastikan alamat kurang daripada 500 aksara',
  'Keep the reason under 300 characters': 'Pastikan sebab kurang daripada 300 aksara',
  'Language must be en (English) or ms (Bahasa Malaysia)':
    'Bahasa mesti en (bahasa Inggeris) atau ms (Bahasa Malaysia)',
  'Limit must be a whole number': 'Had mesti nombor bulat',
  'Limit must be at least 1': 'Had mesti sekurang-kurangnya 1',
  'Logged out': 'Telah didaftar keluar',
  'Malformed multipart/form-data request': 'Permintaan multipart/form-data tidak sempurna',
  'Max participants must be a whole number': 'Peserta maksimum mesti nombor bulat',
  'Max participants must be at least 1': 'Peserta maksimum mesti sekurang-kurangnya 1',
  'Message sent successfully!': 'Mesej berjaya dihantar!',
  'Milestone deleted': 'Pencapaian dipadam',
  'Office-bearer removed': 'Ahli jawatankuasa dibuang',
  'Affiliate removed': 'Gabungan dibuang',
  'A logo is required': 'Logo diperlukan',
  'Logo size must be less than 5MB': 'Saiz logo mesti kurang daripada 5MB',
  'Only one logo can be uploaded': 'Hanya satu logo boleh dimuat naik',
  'Please choose a group': 'Sila pilih kumpulan',
  'Website must be a web address starting with https://':
    'Laman web mesti alamat web yang bermula dengan https://',
  'Months must be a number': 'Bulan mesti nombor',
  'Months must be a whole number': 'Bulan mesti nombor bulat',
  'New password is too long': 'Kata laluan baharu terlalu panjang',
  'News deleted': 'Berita dipadam',
  'Not found': 'Tidak ditemui',
  'Only image files can be attached to a post': 'Hanya fail imej boleh dilampirkan pada hantaran',
  'Only one milestone image can be uploaded': 'Hanya satu imej pencapaian boleh dimuat naik',
  'Only one news image can be uploaded': 'Hanya satu imej berita boleh dimuat naik',
  'Only one profile picture can be uploaded': 'Hanya satu gambar profil boleh dimuat naik',
  'Order must be 0 or more': 'Susunan mesti 0 atau lebih',
  'Order must be a number': 'Susunan mesti nombor',
  'Order must be a whole number': 'Susunan mesti nombor bulat',
  'Organizers were synchronised': 'Penganjur telah disegerakkan',
  'Password changed': 'Kata laluan ditukar',
  'Password changed. You are signed out everywhere else.':
    'Kata laluan ditukar. Anda telah didaftar keluar di semua tempat lain.',
  'Password is incorrect': 'Kata laluan tidak betul',
  'Password is too long': 'Kata laluan terlalu panjang',
  'Password must be at most 128 characters': 'Kata laluan mesti tidak melebihi 128 aksara',
  'Passwords do not match': 'Kata laluan tidak sepadan',
  'Passwords do not match!': 'Kata laluan tidak sepadan!',
  'Payment date cannot be in the future': 'Tarikh bayaran tidak boleh pada masa hadapan',
  'Payment instructions are required': 'Cara membayar diperlukan',
  'Payment instructions must be at most 2000 characters':
    'Cara membayar mesti tidak melebihi 2000 aksara',
  'Player access required': 'Akses pemain diperlukan',
  'Player deleted': 'Pemain dipadam',
  'Players under 18 need the consent of a parent or guardian':
    'Pemain di bawah umur 18 tahun memerlukan kebenaran ibu bapa atau penjaga',
  'Please enter a valid 12-digit IC number':
    'Sila masukkan nombor kad pengenalan 12 digit yang sah',
  'Please enter a valid email address': 'Sila masukkan alamat e-mel yang sah',
  'Please enter a valid http:// or https:// link':
    'Sila masukkan pautan http:// atau https:// yang sah',
  'Please enter a valid phone number': 'Sila masukkan nombor telefon yang sah',
  'Please give a reason for the block (the player sees it)':
    'Sila nyatakan sebab sekatan (pemain akan melihatnya)',
  'Please select a category': 'Sila pilih kategori',
  'Please select a gender': 'Sila pilih jantina',
  'Please select a reason for reporting this post':
    'Sila pilih sebab untuk melaporkan hantaran ini',
  'Please select a state': 'Sila pilih negeri',
  'Please select an event type': 'Sila pilih jenis acara',
  'Choose in-app, e-mail or off': 'Pilih dalam aplikasi, e-mel atau tutup',
  'Membership, waitlist and partner notices always come by e-mail':
    'Notis keahlian, senarai menunggu dan pasangan sentiasa dihantar melalui e-mel',
  'This is the live notification channel: connect with a WebSocket client':
    'Ini saluran pemberitahuan langsung: sambung dengan klien WebSocket',
  'Unknown notification type': 'Jenis pemberitahuan tidak diketahui',
  'Certification expiry must be a date (YYYY-MM-DD)':
    'Tarikh tamat pensijilan mesti tarikh (TTTT-BB-HH)',
  'Choose venue, coach, club or referee': 'Pilih tempat, jurulatih, kelab atau pengadil',
  'Directory entry deleted': 'Entri direktori dipadam',
  'Email must be a valid e-mail address': 'E-mel mesti alamat e-mel yang sah',
  'Map link must be a geo: location or a Google Maps, Waze, Apple Maps or OpenStreetMap link':
    'Pautan peta mesti lokasi geo: atau pautan Google Maps, Waze, Apple Maps atau OpenStreetMap',
  'Must be true or false': 'Mesti benar atau palsu',
  'Offset must be 0 or more': 'Ofset mesti 0 atau lebih',
  'Offset must be a number': 'Ofset mesti nombor',
  'Offset must be a whole number': 'Ofset mesti nombor bulat',
  'Offset must be at most 100000': 'Ofset tidak boleh melebihi 100000',
  'Upload one photo at a time': 'Muat naik satu foto pada satu masa',
  'At most 6 photos per entry': 'Paling banyak 6 foto bagi setiap entri',
  'Venues and referees are kept by tournament officers':
    'Tempat dan pengadil diurus oleh pegawai kejohanan',
  'Coaches and clubs are kept by content editors':
    'Jurulatih dan kelab diurus oleh editor kandungan',
  'This player does not accept comments from you': 'Pemain ini tidak menerima komen daripada anda',
  'You cannot mute or block yourself': 'Anda tidak boleh membisukan atau menyekat diri sendiri',
  'Choose mute or block': 'Pilih bisukan atau sekat',
  'Days must be a whole number from 1 to 365': 'Bilangan hari mesti nombor bulat dari 1 hingga 365',
  'Please select a skill level': 'Sila pilih tahap kemahiran',
  'Cancellation cut-off must be a number of days': 'Had pembatalan mesti bilangan hari',
  'Cancellation cut-off must be a whole number of days':
    'Had pembatalan mesti bilangan hari yang bulat',
  'Cancellation cut-off must be from 0 to 60 days': 'Had pembatalan mesti antara 0 hingga 60 hari',
  'Claim window must be a number of hours': 'Tempoh tuntutan mesti bilangan jam',
  'Claim window must be a whole number of hours': 'Tempoh tuntutan mesti bilangan jam yang bulat',
  'Claim window must be from 1 to 168 hours': 'Tempoh tuntutan mesti antara 1 hingga 168 jam',
  'Doubles must be true or false': 'Beregu mesti benar atau palsu',
  // Courses and clinics: the fee's refund rule (issue 32)
  'Please select a refund rule': 'Sila pilih peraturan bayaran balik',
  'Refund date must be a valid date': 'Tarikh bayaran balik mesti tarikh yang sah',
  'Refund share must be a number': 'Bahagian bayaran balik mesti nombor',
  'Refund share must be a whole number': 'Bahagian bayaran balik mesti nombor bulat',
  'Refund share must be from 1 to 100%': 'Bahagian bayaran balik mesti antara 1 hingga 100%',
  'Enter the date until which the fee is refunded':
    'Masukkan tarikh sehingga bila yuran dikembalikan',
  'Enter the share of the fee that is refunded': 'Masukkan bahagian yuran yang dikembalikan',
  'missingMs must be true or false': 'missingMs mesti benar atau palsu',
  "Enter your partner's member ID": 'Masukkan ID ahli pasangan anda',
  "Enter your partner's member ID, e.g. MPA001234":
    'Masukkan ID ahli pasangan anda, cth. MPA001234',
  "This is a doubles event: enter your partner's member ID":
    'Ini acara beregu: masukkan ID ahli pasangan anda',
  'This offer has expired': 'Tawaran ini telah tamat tempoh',
  'This partner request has expired': 'Permintaan pasangan ini telah tamat tempoh',
  'Your partner must be another player': 'Pasangan anda mesti pemain lain',
  "This player can't be your partner": 'Pemain ini tidak boleh menjadi pasangan anda',
  'Your partner needs an active membership to enrol':
    'Pasangan anda memerlukan keahlian aktif untuk mendaftar',
  'Only members with an active membership can enrol. Renew your membership in your player portal first.':
    'Hanya ahli dengan keahlian aktif boleh mendaftar. Perbaharui keahlian anda dalam portal pemain dahulu.',
  'Minimum age must not be above the maximum age':
    'Umur minimum tidak boleh melebihi umur maksimum',
  'Minimum skill level must not be above the maximum':
    'Tahap kemahiran minimum tidak boleh melebihi maksimum',
  'Month must be a number from 1 to 12': 'Bulan mesti nombor dari 1 hingga 12',
  'Year must be a number': 'Tahun mesti nombor',
  'Year must be a whole number': 'Tahun mesti nombor bulat',
  'Year must be from 2000 to 2100': 'Tahun mesti dari 2000 hingga 2100',
  'Please select a status': 'Sila pilih status',
  'Please select a type': 'Sila pilih jenis',
  'Please select a valid image file': 'Sila pilih fail imej yang sah',
  'Please sign in to continue': 'Sila daftar masuk untuk meneruskan',
  'Please upload an image file': 'Sila muat naik fail imej',
  'Please write a comment!': 'Sila tulis komen!',
  'Please write something, select an image, or add a link before posting!':
    'Sila tulis sesuatu, pilih imej, atau tambah pautan sebelum menghantar!',
  'Post content cannot be empty!': 'Kandungan hantaran tidak boleh kosong!',
  'Post deleted successfully': 'Hantaran berjaya dipadam',
  'Preview discarded': 'Pratonton dibuang',
  'Price must be 0 or more': 'Harga mesti 0 atau lebih',
  'Price must be in steps of 0.01': 'Harga mesti dalam gandaan 0.01',
  'Priority must be at most 50 characters': 'Keutamaan mesti tidak melebihi 50 aksara',
  'Reason must be at most 500 characters': 'Sebab mesti tidak melebihi 500 aksara',
  'Reference must be at most 100 characters': 'Rujukan mesti tidak melebihi 100 aksara',
  'Renewal request cancelled': 'Permintaan pembaharuan dibatalkan',
  'Retention must be a number of days': 'Tempoh simpanan mesti bilangan hari',
  'Retention must be a whole number of days': 'Tempoh simpanan mesti bilangan hari yang bulat',
  'Service temporarily unavailable. Please try again shortly.':
    'Perkhidmatan tidak tersedia buat sementara. Sila cuba lagi sebentar lagi.',
  'Set up two-factor sign-in to continue': 'Sediakan pengesahan dua langkah untuk meneruskan',
  'Signed out of that session': 'Sesi itu telah didaftar keluar',
  'Something went wrong on our side. Please try again.':
    'Berlaku ralat di pihak kami. Sila cuba lagi.',
  'Start the set-up again: scan a new QR code': 'Mulakan penyediaan semula: imbas kod QR baharu',
  'Status must be published': 'Status mesti diterbitkan',
  'Tell us why it needs correcting': 'Beritahu kami sebab ia perlu dibetulkan',
  'That code is not right. Check your authenticator app and try again.':
    'Kod itu tidak betul. Semak aplikasi pengesah anda dan cuba lagi.',
  'The Terms and Privacy Policy changed again. Please read the new version.':
    'Terma dan Dasar Privasi telah berubah lagi. Sila baca versi baharu.',
  'The application portal is not configured': 'Portal permohonan belum dikonfigurasikan',
  'The export could not be built': 'Eksport tidak dapat dibina',
  'The idempotency key must be 8 to 100 characters': 'Kunci idempotensi mesti 8 hingga 100 aksara',
  'The link is incomplete': 'Pautan tidak lengkap',
  'The new order must list every milestone exactly once':
    'Susunan baharu mesti menyenaraikan setiap pencapaian tepat sekali',
  'The request body is empty': 'Kandungan permintaan kosong',
  'The request body is not valid JSON': 'Kandungan permintaan bukan JSON yang sah',
  'The request body is too large': 'Kandungan permintaan terlalu besar',
  'The request was closed before it was read': 'Permintaan ditutup sebelum sempat dibaca',
  'The request contains a value that is not allowed':
    'Permintaan mengandungi nilai yang tidak dibenarkan',
  'The rule changed since this preview. Preview it again.':
    'Peraturan telah berubah sejak pratonton ini. Buat pratonton semula.',
  'There must always be at least one active super admin':
    'Mesti sentiasa ada sekurang-kurangnya seorang pentadbir utama yang aktif',
  'This card could not be verified. Ask the member to show their current card.':
    'Kad ini tidak dapat disahkan. Minta ahli menunjukkan kad semasa mereka.',
  'This invitation is invalid, has expired or was already used':
    'Jemputan ini tidak sah, telah tamat tempoh atau telah digunakan',
  'This is the live organizer channel: connect with a WebSocket client':
    'Ini saluran langsung penganjur: sambung dengan klien WebSocket',
  'This membership is already suspended': 'Keahlian ini sudah digantung',
  'This membership is not suspended': 'Keahlian ini tidak digantung',
  'This payment was already recorded': 'Bayaran ini sudah direkodkan',
  'This player has no membership term to cancel':
    'Pemain ini tiada tempoh keahlian untuk dibatalkan',
  'This player has no membership term to change': 'Pemain ini tiada tempoh keahlian untuk diubah',
  'This preview is out of date. Preview the rule again.':
    'Pratonton ini sudah lapuk. Buat pratonton peraturan semula.',
  'This preview was already confirmed or discarded': 'Pratonton ini telah disahkan atau dibuang',
  'This renewal request is no longer pending': 'Permintaan pembaharuan ini tidak lagi menunggu',
  'This receipt is already voided': 'Resit ini sudah dibatalkan',
  'This receipt was paid online; refund it instead of voiding it':
    'Resit ini dibayar dalam talian; buat bayaran balik dan bukannya membatalkannya',
  'This term was not paid online; void its receipt instead of refunding it':
    'Tempoh ini tidak dibayar dalam talian; batalkan resitnya dan bukannya membuat bayaran balik',
  'The latest term is no longer the one paid on this receipt. Reload the member and try again.':
    'Tempoh terkini bukan lagi tempoh yang dibayar dengan resit ini. Muat semula ahli dan cuba lagi.',
  'This would give back more than was paid on this receipt':
    'Ini akan memulangkan lebih daripada jumlah yang dibayar pada resit ini',
  'This idempotency key was already used for another receipt':
    'Kunci idempotensi ini telah digunakan untuk resit lain',
  'The amount to give back must be more than zero':
    'Amaun yang dipulangkan mesti lebih daripada sifar',
  'Unknown credit note': 'Nota kredit tidak dikenali',
  'Choose whether to void the receipt': 'Pilih sama ada hendak membatalkan resit',
  'This reset link is invalid or has expired': 'Pautan ini tidak sah atau telah tamat tempoh',
  'This staff member has no two-factor sign-in to reset':
    'Ahli kakitangan ini tiada pengesahan dua langkah untuk ditetapkan semula',
  'This term would overlap another term of this member':
    'Tempoh ini akan bertindih dengan tempoh lain ahli ini',
  'This unsubscribe link is not valid': 'Pautan berhenti langganan ini tidak sah',
  'This webhook delivery was already received': 'Penghantaran webhook ini telah diterima',
  'Too many files': 'Terlalu banyak fail',
  'Too many form fields': 'Terlalu banyak medan borang',
  'Too many images': 'Terlalu banyak imej',
  'Too many milestones': 'Terlalu banyak pencapaian',
  'Tournament deleted': 'Kejohanan dipadam',
  'Two-factor sign-in is already on': 'Pengesahan dua langkah sudah dihidupkan',
  'Two-factor sign-in is not on': 'Pengesahan dua langkah tidak dihidupkan',
  'Two-factor sign-in is off': 'Pengesahan dua langkah telah dimatikan',
  'Two-factor sign-in reset': 'Pengesahan dua langkah ditetapkan semula',
  'Too many requests. Please try again later.':
    'Terlalu banyak permintaan. Sila cuba lagi kemudian.',
  'Bad request': 'Permintaan tidak sah',
  'Unknown receipt': 'Resit tidak dikenali',
  'Unknown renewal request': 'Permintaan pembaharuan tidak dikenali',
  'Unknown role': 'Peranan tidak dikenali',
  'Unsupported content type': 'Jenis kandungan tidak disokong',
  'Use the date the policy takes effect, as YYYY-MM-DD':
    'Gunakan tarikh dasar berkuat kuasa, sebagai TTTT-BB-HH',
  'Username already taken': 'Nama pengguna sudah digunakan',
  'Username may contain letters, digits, dots, dashes and underscores':
    'Nama pengguna boleh mengandungi huruf, digit, titik, sempang dan garis bawah',
  'Username may contain only letters, digits, dots, dashes and underscores':
    'Nama pengguna hanya boleh mengandungi huruf, digit, titik, sempang dan garis bawah',
  'Welcome! You can now sign in.': 'Selamat datang! Anda kini boleh daftar masuk.',
  // Online payments (issue 32)
  'Online payment is not available right now. Nothing was charged. Please try again in a few minutes, or pay by bank transfer.':
    'Bayaran dalam talian tidak tersedia sekarang. Tiada caj dikenakan. Sila cuba lagi dalam beberapa minit, atau bayar melalui pindahan bank.',
  'The payment gateway is not answering. Nothing was refunded. Please try again in a few minutes.':
    'Gerbang pembayaran tidak menjawab. Tiada bayaran dikembalikan. Sila cuba lagi dalam beberapa minit.',
  'The payment gateway is not answering, so this payment could not be cancelled yet. Please try again in a few minutes.':
    'Gerbang pembayaran tidak menjawab, jadi bayaran ini belum dapat dibatalkan. Sila cuba lagi dalam beberapa minit.',
  'The payment gateway is not answering. Try again in a few minutes.':
    'Gerbang pembayaran tidak menjawab. Cuba lagi dalam beberapa minit.',
  'Online payment is not offered. Please pay by bank transfer.':
    'Bayaran dalam talian tidak ditawarkan. Sila bayar melalui pindahan bank.',
  'Online payment could not be started: the payment gateway refused it. Nothing was charged. Please pay by bank transfer, or contact the association.':
    'Bayaran dalam talian tidak dapat dimulakan: gerbang pembayaran menolaknya. Tiada caj dikenakan. Sila bayar melalui pindahan bank, atau hubungi persatuan.',
  "The payment gateway refused this request. Nothing was changed. Please try again later, or tell the site's administrator.":
    'Gerbang pembayaran menolak permintaan ini. Tiada apa-apa yang diubah. Sila cuba lagi kemudian, atau maklumkan kepada pentadbir laman.',
  'This payment waited too long to reach the payment page. Nothing was charged. Please start again.':
    'Bayaran ini menunggu terlalu lama untuk sampai ke halaman pembayaran. Tiada caj dikenakan. Sila mulakan semula.',
  'This payment is no longer open': 'Bayaran ini tidak lagi terbuka',
  'Your bank is still confirming this payment, so it cannot be cancelled now. We will tell you when it is done.':
    'Bank anda masih mengesahkan bayaran ini, jadi ia tidak boleh dibatalkan sekarang. Kami akan memberitahu anda apabila ia selesai.',
  'This order is already paid': 'Pesanan ini sudah dibayar',
  'You already have a payment open for this. Resume it or cancel it in Payments first.':
    'Anda sudah mempunyai bayaran terbuka untuk ini. Sambung atau batalkannya di Bayaran dahulu.',
  'Choose a refund rule': 'Pilih peraturan bayaran balik',
  'Enter the last day a refund is given': 'Masukkan hari terakhir bayaran balik diberi',
  'Enter the share refunded': 'Masukkan bahagian yang dikembalikan',
  'The webhook signature is not valid': 'Tandatangan webhook tidak sah',
  'Refunded at the gateway': 'Dikembalikan melalui gerbang pembayaran',
  'The doubles place was paid online and given up because the partner did not join: refund the payment.':
    'Tempat beregu telah dibayar dalam talian dan dilepaskan kerana pasangan tidak menyertai: kembalikan bayaran.',
  'The place was released before the payment arrived and could not be given again: refund the payment.':
    'Tempat dilepaskan sebelum bayaran tiba dan tidak dapat diberi semula: kembalikan bayaran.',
  'idempotencyKey must be 8 to 100 characters': 'idempotencyKey mestilah 8 hingga 100 aksara',
  'This has no fee; nothing to pay': 'Ini tiada yuran; tiada apa untuk dibayar',
  // Finance: refunds and the treasurer's view (issue 32)
  'This receipt was recorded by staff; void it instead of refunding it':
    'Resit ini direkodkan oleh kakitangan; batalkannya dan bukannya membuat bayaran balik',
  'This receipt is voided; there is nothing to refund':
    'Resit ini telah dibatalkan; tiada apa untuk dibayar balik',
  'This receipt is already fully refunded': 'Resit ini sudah dibayar balik sepenuhnya',
  'This is more than is left to refund on this receipt':
    'Ini melebihi baki yang boleh dibayar balik pada resit ini',
  'This receipt has no gateway payment to refund':
    'Resit ini tiada bayaran gerbang pembayaran untuk dibayar balik',
  'The payment gateway refused this refund. Check the payment in the gateway dashboard.':
    'Gerbang pembayaran menolak bayaran balik ini. Semak bayaran itu di papan pemuka gerbang pembayaran.',
  'The start date must not be after the end date': 'Tarikh mula tidak boleh selepas tarikh akhir',
  'Choose a range of at most 366 days': 'Pilih julat tidak melebihi 366 hari',
  'Unknown purpose': 'Tujuan tidak dikenali',
  'Search must be at most 100 characters': 'Carian mesti tidak melebihi 100 aksara',
  'Unknown payment method': 'Kaedah bayaran tidak dikenali',
  'Unknown kind': 'Jenis tidak dikenali',
  'You already have a renewal waiting for payment':
    'Anda sudah mempunyai pembaharuan yang menunggu bayaran',
  'You already have a request for this waiting for an answer':
    'Anda sudah mempunyai permohonan untuk perkara ini yang menunggu jawapan',
  'You can only access your own account': 'Anda hanya boleh mengakses akaun anda sendiri',
  'You can only delete your own comments': 'Anda hanya boleh memadam komen anda sendiri',
  'You can only delete your own posts': 'Anda hanya boleh memadam hantaran anda sendiri',
  'You can only edit your own posts': 'Anda hanya boleh menyunting hantaran anda sendiri',
  'You cannot disable your own account': 'Anda tidak boleh menyahdayakan akaun anda sendiri',
  'You cannot report your own post': 'Anda tidak boleh melaporkan hantaran anda sendiri',
  'You have already reported this post': 'Anda sudah melaporkan hantaran ini',
  'You will no longer get renewal reminders':
    'Anda tidak akan lagi menerima peringatan pembaharuan',
  'Your name is checked by the association and cannot be changed here. Ask for a change with "Correct my data" in the Privacy & data tab.':
    'Nama anda disemak oleh persatuan dan tidak boleh diubah di sini. Minta perubahan dengan "Betulkan data saya" di tab Privasi & data.',
  // A minor's parent or guardian at registration; facts only staff change (issue 39).
  ...GUARDIAN_MESSAGES_MS,
  ...PROFILE_MESSAGES_MS,
  ...CORRECTION_MESSAGES_MS,
  'Your account is already due for deletion': 'Akaun anda sudah dijadualkan untuk dipadam',
  'Your account is not due for deletion': 'Akaun anda tidak dijadualkan untuk dipadam',
  'Your admin account no longer exists': 'Akaun pentadbir anda tidak lagi wujud',
  'Your card has a new QR code; the old one no longer works':
    'Kad anda mempunyai kod QR baharu; kod lama tidak lagi berfungsi',
  'Your password has been changed. You can now sign in.':
    'Kata laluan anda telah ditukar. Anda kini boleh daftar masuk.',
  'Your role requires two-factor sign-in; it cannot be turned off':
    'Peranan anda memerlukan pengesahan dua langkah; ia tidak boleh dimatikan',
  'Your sign-in took too long. Please sign in again.':
    'Daftar masuk anda mengambil masa terlalu lama. Sila daftar masuk semula.',
  'Your staff role does not allow this': 'Peranan kakitangan anda tidak membenarkan ini',
  'Metrics token required': 'Token metrik diperlukan',
  // Contact us and the enquiry inbox.
  'Choose a staff member': 'Pilih seorang kakitangan',
  'Choose an active staff member': 'Pilih kakitangan yang aktif',
  'Choose new, replied or closed': 'Pilih baharu, dibalas atau ditutup',
  'Nothing to change': 'Tiada apa-apa untuk diubah',
  'Offset is too large': 'Ofset terlalu besar',
  'Please choose a topic': 'Sila pilih topik',
  'Please reload the page and send your enquiry again':
    'Sila muat semula halaman dan hantar pertanyaan anda sekali lagi',
  'Unknown status': 'Status tidak diketahui',
  'Unknown topic': 'Topik tidak diketahui',
  'This form has expired. Please reload the page and send your enquiry again.':
    'Borang ini telah tamat tempoh. Sila muat semula halaman dan hantar pertanyaan anda sekali lagi.',
  'That was quick! Please check your message, then send it again in a few seconds.':
    'Cepatnya! Sila semak mesej anda, kemudian hantar semula dalam beberapa saat.',
  'Thank you — we have received your enquiry and will reply by e-mail.':
    'Terima kasih — kami telah menerima pertanyaan anda dan akan membalas melalui e-mel.',
  // Competition (issue 33): each part keeps its own catalogue beside its messages.
  ...ELIGIBILITY_MESSAGES_MS,
  ...SETUP_MESSAGES_MS,
  ...ENTRIES_MESSAGES_MS,
  ...RANKINGS_MESSAGES_MS,
};

/**
 * A message in Bahasa Malaysia: its entry, else a pattern's, else the English unchanged (so
 * nothing is ever lost, only untranslated).
 */
export function toMalay(text: string): string {
  const exact = EXACT_MS[text] ?? LABELS_MS[text];
  if (exact !== undefined) return exact;
  for (const [pattern, build] of PATTERNS_MS) {
    const match = pattern.exec(text);
    if (match) return build(match);
  }
  return text;
}
