// Messages of competition entries (English, as the API answers) and their Bahasa Malaysia.

export const ENTRIES_MESSAGES = {
  badMemberId: "Enter your partner's member ID, e.g. MPA000123",
  clubTooLong: 'The club name can be at most 80 characters',
  badPayMode: 'Choose who pays: one payer or halves',
  badId: 'Not a valid id',
  reasonRequired: 'Give a reason (at least 3 characters)',
  reasonTooLong: 'The reason can be at most 500 characters',
  division: 'Division',
  entry: 'Entry',
  player: 'Player',
  partnerNotFound: 'Player with that member ID not found',
  notTakingEntries: 'This tournament does not take entries here',
  windowNotOpen: 'Entries for this tournament are not open yet',
  windowClosed: 'Entries for this tournament have closed',
  needsPartner: "This is a doubles division: enter your partner's member ID",
  singlesNoPartner: 'This is a singles division: enter without a partner',
  partnerSelf: 'Your partner must be another player',
  /** A block either way (PickleZone); the same words as a programme's, not saying who blocked. */
  notYourPartner: "This player can't be your partner",
  alreadyEntered: 'You are already entered in this division',
  partnerAlreadyEntered: 'Your partner is already entered in this division',
  maxEntries: 'You have reached the most entries a player may make in this tournament',
  partnerMaxEntries:
    'Your partner has reached the most entries a player may make in this tournament',
  notAPartnerRequest: 'Partner request not found',
  requestExpired: 'This partner request has expired',
  notYourEntry: 'Entry not found',
  notOffered: 'This entry has no place on offer',
  offerExpired: 'The offer of a place has expired',
  notLive: 'This entry is no longer in the division',
  played:
    'This division has been played and its results are published: the entry can no longer be withdrawn',
  notAwaitingPayment: 'This entry does not wait for a payment',
  nothingOwed: 'Your share of the fee is already paid',
  partnerPays: 'The player who entered pays the whole fee for this entry',
  paymentsOff: 'Online payment is not offered at the moment',
  checkInConfirmedOnly: 'Only confirmed entries can check in',
  holdExpired: 'The place held for payment has been released',
  refundNeeded: 'The entry had ended before this payment arrived: refund the payment.',
  divisionBusy:
    'Many players are entering this division right now. Please try again in a few seconds.',
} as const;

/** English → Bahasa Malaysia for every message above (and any the entries code builds). */
export const ENTRIES_MESSAGES_MS: Readonly<Record<string, string>> = {
  [ENTRIES_MESSAGES.badMemberId]: 'Masukkan ID ahli pasangan anda, cth. MPA000123',
  [ENTRIES_MESSAGES.clubTooLong]: 'Nama kelab boleh mengandungi paling banyak 80 aksara',
  [ENTRIES_MESSAGES.badPayMode]: 'Pilih siapa yang membayar: seorang pembayar atau separuh seorang',
  [ENTRIES_MESSAGES.badId]: 'ID tidak sah',
  [ENTRIES_MESSAGES.reasonRequired]: 'Berikan sebab (sekurang-kurangnya 3 aksara)',
  [ENTRIES_MESSAGES.reasonTooLong]: 'Sebab boleh mengandungi paling banyak 500 aksara',
  'Entry not found': 'Penyertaan tidak dijumpai',
  [ENTRIES_MESSAGES.partnerNotFound]: 'Pemain dengan ID ahli itu tidak dijumpai',
  [ENTRIES_MESSAGES.notTakingEntries]: 'Kejohanan ini tidak menerima penyertaan di sini',
  [ENTRIES_MESSAGES.windowNotOpen]: 'Penyertaan untuk kejohanan ini belum dibuka',
  [ENTRIES_MESSAGES.windowClosed]: 'Penyertaan untuk kejohanan ini telah ditutup',
  [ENTRIES_MESSAGES.needsPartner]: 'Ini bahagian beregu: masukkan ID ahli pasangan anda',
  [ENTRIES_MESSAGES.singlesNoPartner]: 'Ini bahagian perseorangan: sertai tanpa pasangan',
  [ENTRIES_MESSAGES.partnerSelf]: 'Pasangan anda mestilah pemain lain',
  [ENTRIES_MESSAGES.alreadyEntered]: 'Anda sudah menyertai bahagian ini',
  [ENTRIES_MESSAGES.partnerAlreadyEntered]: 'Pasangan anda sudah menyertai bahagian ini',
  [ENTRIES_MESSAGES.maxEntries]:
    'Anda telah mencapai bilangan penyertaan maksimum seorang pemain dalam kejohanan ini',
  [ENTRIES_MESSAGES.partnerMaxEntries]:
    'Pasangan anda telah mencapai bilangan penyertaan maksimum seorang pemain dalam kejohanan ini',
  [ENTRIES_MESSAGES.requestExpired]: 'Permintaan pasangan ini telah tamat tempoh',
  'Partner request not found': 'Permintaan pasangan tidak dijumpai',
  [ENTRIES_MESSAGES.notOffered]: 'Penyertaan ini tidak ditawarkan tempat',
  [ENTRIES_MESSAGES.offerExpired]: 'Tawaran tempat telah tamat tempoh',
  [ENTRIES_MESSAGES.notLive]: 'Penyertaan ini tidak lagi dalam bahagian tersebut',
  [ENTRIES_MESSAGES.played]:
    'Bahagian ini telah dimainkan dan keputusannya telah diterbitkan: penyertaan tidak lagi boleh ditarik diri',
  [ENTRIES_MESSAGES.notAwaitingPayment]: 'Penyertaan ini tidak menunggu bayaran',
  [ENTRIES_MESSAGES.nothingOwed]: 'Bahagian yuran anda sudah dibayar',
  [ENTRIES_MESSAGES.partnerPays]: 'Pemain yang mendaftar membayar keseluruhan yuran penyertaan ini',
  [ENTRIES_MESSAGES.paymentsOff]: 'Bayaran dalam talian tidak ditawarkan buat masa ini',
  [ENTRIES_MESSAGES.checkInConfirmedOnly]: 'Hanya penyertaan yang disahkan boleh mendaftar masuk',
  [ENTRIES_MESSAGES.refundNeeded]:
    'Penyertaan telah tamat sebelum bayaran ini diterima: pulangkan bayaran tersebut.',
  [ENTRIES_MESSAGES.holdExpired]: 'Tempat yang disimpan untuk bayaran telah dilepaskan',
  [ENTRIES_MESSAGES.divisionBusy]:
    'Ramai pemain sedang menyertai bahagian ini sekarang. Sila cuba lagi dalam beberapa saat.',
};
