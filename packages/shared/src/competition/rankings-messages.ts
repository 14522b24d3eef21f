// Messages of competition rankings (English, as the API answers) and their Bahasa Malaysia.

/** Row errors of a results import, and the rankings' own refusals. */
export const RANKINGS_MESSAGES = {
  resultsHaveErrors: 'The results have errors; nothing was saved',
  notStarted: 'This tournament has not started yet: results can be published from its first day',
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The results file is larger than 2 MB',
  badQuotes: 'The file is not valid CSV (a quote is not closed)',
  resultsHeader: 'The first line must be the header division,placement,member_ids',
  matchesHeader: 'The matches header must be round,side_a,side_b,scores,winner',
  columnCount: 'This line has the wrong number of columns',
  noRows: 'There are no results to publish',
  tooManyRows: 'A division has at most 2,000 result rows',
  wrongDivision: "The division column must be this division's ID or its category code",
  badPlacement: 'Placement must be a whole number from 1 to 2048',
  singlesOneMember: 'Enter one member ID for singles',
  doublesTwoMembers: 'Enter two member IDs for doubles (separated by ; or +)',
  // A refused row names the member ID it means (a doubles row has two).
  unknownMember: (memberId: string) => `No member has the member ID ${memberId}`,
  notEntered: (memberId: string) =>
    `Member ${memberId} was not entered in this division (a confirmed entry)`,
  notOnePair: (first: string, second: string) =>
    `Members ${first} and ${second} are not one entry of this division`,
  memberTwice: (memberId: string) => `Member ${memberId} appears more than once`,
  oneWinner: 'Only one entry can win (placement 1)',
  oneRunnerUp: 'Only one entry can be runner-up (placement 2)',
  tieNotAllowed: 'Placements can only be shared at 3, 5, 9, 17, 33 and so on',
  tieTooLarge: 'Too many entries share this placement',
  tooManyAhead: 'More entries are placed ahead of this placement than it allows',
  roundRequired: 'Round is required (at most 40 characters)',
  sideSingles: 'Each side needs one member ID in singles',
  sideDoubles: 'Each side needs two member IDs in doubles',
  bothSides: (memberId: string) => `Member ${memberId} cannot play on both sides`,
  badScores: 'Scores must look like 11-7, 9-11, 11-5 (or W/O)',
  badWinner: 'Winner must be a or b',
  tooManyMatches: 'A division has at most 4,000 matches',
  divisionNotFound: 'Division not found',
  /** Translated in the main catalogue already. */
  playerNotFound: 'Player not found',
  rulesInPast: 'New ranking rules must take effect after today',
  rulesInForce: 'Rules already in force cannot be changed; add a new season instead',
  unknownTier: 'Unknown sanctioning tier',
  tierNeedsWinner: 'Each tier needs points for placement 1',
  pointsMustFall: 'Points must not rise for a lower placement',
  duplicatePlacement: 'Each placement appears once per tier',
  unknownCategory: 'Unknown ranking category',
  privatePlayer: 'Private player',
  tooManyLookups: 'Too many player look-ups from this address. Please wait a minute and try again.',
} as const;

const M = RANKINGS_MESSAGES;

/** English → Bahasa Malaysia for every message above (and any the rankings code builds). */
export const RANKINGS_MESSAGES_MS: Readonly<Record<string, string>> = {
  [M.resultsHaveErrors]: 'Keputusan mempunyai ralat; tiada apa-apa disimpan',
  [M.notStarted]: 'Kejohanan ini belum bermula: keputusan boleh diterbitkan mulai hari pertamanya',
  [M.fileEmpty]: 'Fail itu kosong',
  [M.fileTooLarge]: 'Fail keputusan melebihi 2 MB',
  [M.badQuotes]: 'Fail itu bukan CSV yang sah (tanda petikan tidak ditutup)',
  [M.resultsHeader]: 'Baris pertama mestilah pengepala division,placement,member_ids',
  [M.matchesHeader]: 'Pengepala perlawanan mestilah round,side_a,side_b,scores,winner',
  [M.columnCount]: 'Bilangan lajur baris ini salah',
  [M.noRows]: 'Tiada keputusan untuk diterbitkan',
  [M.tooManyRows]: 'Satu bahagian mempunyai paling banyak 2,000 baris keputusan',
  [M.wrongDivision]: 'Lajur division mestilah ID bahagian ini atau kod kategorinya',
  [M.badPlacement]: 'Kedudukan mestilah nombor bulat dari 1 hingga 2048',
  [M.singlesOneMember]: 'Masukkan satu ID ahli untuk perseorangan',
  [M.doublesTwoMembers]: 'Masukkan dua ID ahli untuk beregu (dipisahkan dengan ; atau +)',
  [M.oneWinner]: 'Hanya satu penyertaan boleh menang (kedudukan 1)',
  [M.oneRunnerUp]: 'Hanya satu penyertaan boleh menjadi naib johan (kedudukan 2)',
  [M.tieNotAllowed]: 'Kedudukan hanya boleh dikongsi pada 3, 5, 9, 17, 33 dan seterusnya',
  [M.tieTooLarge]: 'Terlalu banyak penyertaan berkongsi kedudukan ini',
  [M.tooManyAhead]:
    'Lebih banyak penyertaan berada di hadapan kedudukan ini daripada yang dibenarkan',
  [M.roundRequired]: 'Pusingan diperlukan (paling banyak 40 aksara)',
  [M.sideSingles]: 'Setiap pihak memerlukan satu ID ahli dalam perseorangan',
  [M.sideDoubles]: 'Setiap pihak memerlukan dua ID ahli dalam beregu',
  [M.badScores]: 'Skor mestilah seperti 11-7, 9-11, 11-5 (atau W/O)',
  [M.badWinner]: 'Pemenang mestilah a atau b',
  [M.tooManyMatches]: 'Satu bahagian mempunyai paling banyak 4,000 perlawanan',
  [M.divisionNotFound]: 'Bahagian tidak dijumpai',
  [M.rulesInPast]: 'Peraturan ranking baharu mesti berkuat kuasa selepas hari ini',
  [M.rulesInForce]:
    'Peraturan yang sudah berkuat kuasa tidak boleh diubah; tambah musim baharu sebaliknya',
  [M.unknownTier]: 'Peringkat pengiktirafan tidak diketahui',
  [M.tierNeedsWinner]: 'Setiap peringkat memerlukan mata untuk kedudukan 1',
  [M.pointsMustFall]: 'Mata tidak boleh naik bagi kedudukan yang lebih rendah',
  [M.duplicatePlacement]: 'Setiap kedudukan muncul sekali bagi setiap peringkat',
  [M.unknownCategory]: 'Kategori ranking tidak diketahui',
  [M.privatePlayer]: 'Pemain peribadi',
  [M.tooManyLookups]:
    'Terlalu banyak carian pemain dari alamat ini. Sila tunggu seminit dan cuba lagi.',
};

/** The messages above that name a member ID: their pattern, and the Malay built from it. */
export const RANKINGS_PATTERNS_MS: readonly (readonly [RegExp, (m: RegExpExecArray) => string])[] =
  [
    [/^No member has the member ID (.+)$/, (m) => `Tiada ahli dengan ID ahli ${m[1]}`],
    [
      /^Member (.+) was not entered in this division \(a confirmed entry\)$/,
      (m) => `Ahli ${m[1]} tidak menyertai bahagian ini (penyertaan yang disahkan)`,
    ],
    [
      /^Members (.+) and (.+) are not one entry of this division$/,
      (m) => `Ahli ${m[1]} dan ${m[2]} bukan satu penyertaan dalam bahagian ini`,
    ],
    [/^Member (.+) appears more than once$/, (m) => `Ahli ${m[1]} muncul lebih daripada sekali`],
    [
      /^Member (.+) cannot play on both sides$/,
      (m) => `Ahli ${m[1]} tidak boleh bermain di kedua-dua pihak`,
    ],
  ];
