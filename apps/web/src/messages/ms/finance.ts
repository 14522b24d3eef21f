import type { finance as en } from '../en/finance';

/** Bahasa Malaysia: bahagian Kewangan pentadbir (bendahari). */
export const finance: typeof en = {
  title: 'Kewangan',
  intro:
    'Setiap resit, dalam talian dan yang direkodkan oleh kakitangan; bayaran balik, pembatalan dan apa yang dibayar kepada gerbang pembayaran. Hasil ialah resit tolak bayaran balik dan pembatalan.',
  downloadCsv: 'Muat turun CSV',
  loading: 'Memuatkan…',
  loadFailed: 'Ini tidak dapat dimuatkan. {message}',
  tabsLabel: 'Paparan kewangan',
  tabs: {
    payments: 'Bayaran',
    totals: 'Jumlah harian',
    creditNotes: 'Nota kredit',
    reconciliation: 'Penyesuaian',
  },

  methods: {
    bank_transfer: 'Pindahan bank',
    cash: 'Tunai',
    card: 'Kad',
    cheque: 'Cek',
    online: 'Dalam talian',
  },
  states: {
    paid: 'Dibayar',
    part_refunded: 'Dibayar balik sebahagian',
    refunded: 'Dibayar balik',
    voided: 'Dibatalkan',
  },

  filters: {
    label: 'Tapis bayaran',
    search: 'Carian',
    searchPlaceholder: 'Resit, rujukan atau nama',
    memberId: 'ID ahli',
    method: 'Kaedah',
    allMethods: 'Semua kaedah',
    status: 'Status',
    allStatuses: 'Semua status',
    statusOptions: {
      paid: 'Dibayar',
      refunded: 'Dibayar balik (sebahagian atau sepenuhnya)',
      voided: 'Dibatalkan',
    },
    from: 'Dari',
    to: 'Hingga',
    clear: 'Kosongkan penapis',
  },

  payments: {
    listLabel: 'Bayaran',
    count: '{count, plural, other {# bayaran}}',
    empty: 'Tiada bayaran sepadan dengan penapis ini.',
    columns: {
      receipt: 'Resit',
      paidOn: 'Dibayar pada',
      member: 'Ahli',
      description: 'Untuk',
      method: 'Kaedah',
      amount: 'Amaun',
      refunded: 'Dipulangkan',
      state: 'Status',
      actions: 'Tindakan',
    },
    deletedMember: 'Akaun dipadam',
    refund: 'Bayar balik',
    refundLabel: 'Bayar balik resit {receipt}',
    pager: {
      label: 'Halaman bayaran',
      previous: 'Sebelumnya',
      next: 'Seterusnya',
      pageOf: 'Halaman {page} daripada {pages}',
    },
  },

  range: {
    label: 'Tempoh',
    from: 'Dari',
    to: 'Hingga',
  },

  totals: {
    title: 'Jumlah harian mengikut kaedah',
    listLabel: 'Jumlah harian',
    empty: 'Tiada wang masuk atau keluar dalam tempoh ini.',
    columns: {
      date: 'Tarikh',
      method: 'Kaedah',
      receipts: 'Resit',
      refunds: 'Bayaran balik',
      voids: 'Pembatalan',
      revenue: 'Hasil',
    },
    summaryLabel: 'Jumlah bagi tempoh ini',
    receipts: 'Resit ({count})',
    refunds: 'Bayaran balik',
    voids: 'Pembatalan',
    revenue: 'Hasil',
  },

  creditNotes: {
    title: 'Bayaran balik dan pembatalan',
    listLabel: 'Nota kredit',
    empty: 'Tiada bayaran balik atau pembatalan dalam tempoh ini.',
    kinds: { refund: 'Bayaran balik', void: 'Pembatalan' },
    gateway: 'Gerbang pembayaran',
    columns: {
      number: 'Nota kredit',
      date: 'Dikeluarkan',
      kind: 'Jenis',
      receipt: 'Resit',
      member: 'Ahli',
      amount: 'Amaun',
      reason: 'Sebab',
      by: 'Oleh',
    },
  },

  reconciliation: {
    title: 'Pesanan gerbang pembayaran dan resit',
    intro:
      'Setiap pesanan yang dibayar di gerbang pembayaran sepatutnya mempunyai tepat satu resit dengan amaun dan bayaran balik yang sama.',
    counts: '{paid} pesanan dibayar, {receipts} resit dalam talian, {matched} sepadan',
    allMatched: 'Semuanya sepadan: tiada ketidakpadanan dalam tempoh ini.',
    listLabel: 'Ketidakpadanan',
    kinds: {
      paid_without_receipt: 'Dibayar di gerbang pembayaran, tiada resit',
      receipt_without_paid_order: 'Resit bagi pesanan yang tidak dibayar',
      amount_differs: 'Amaun berbeza',
      open_too_long: 'Terbuka lebih daripada sejam',
    },
    columns: {
      kind: 'Masalah',
      when: 'Bila',
      order: 'Pesanan',
      receipt: 'Resit',
      orderAmount: 'Pesanan',
      receiptAmount: 'Resit',
    },
    none: '—',
  },

  refund: {
    title: 'Bayar balik resit {receipt}',
    paid: 'Dibayar: {amount}',
    left: 'Baki boleh dibayar balik: {amount}',
    full: 'Bayar balik semua baki ({amount})',
    part: 'Bayar balik sebahagian',
    amount: 'Amaun untuk dibayar balik (RM)',
    amountInvalid: 'Masukkan amaun dalam RM, seperti 25.00',
    amountTooMuch: 'Ini melebihi baki yang boleh dibayar balik ({amount})',
    reason: 'Sebab',
    reasonHint: 'Berikan sebab (sekurang-kurangnya 3 aksara)',
    confirm: 'Bayar balik {amount}',
    cancel: 'Jangan bayar balik',
    note: 'Wang dipulangkan melalui gerbang pembayaran dan ahli dimaklumkan. Ini tidak boleh dibatalkan.',
    done: 'Dibayar balik {amount} pada resit {receipt}: nota kredit {creditNote}.',
    failed: 'Bayaran balik tidak dapat dibuat. Tiada apa yang dibayar balik.',
  },
};
