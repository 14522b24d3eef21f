import type { payments as en } from '../en/payments';

/** Bahasa Malaysia: bayaran dalam talian dari portal dan tab Bayaran portal. */
export const payments: typeof en = {
  methods: {
    card: 'kad',
    fpx: 'perbankan dalam talian FPX',
    grabpay: 'GrabPay',
  },
  status: {
    open: 'Menunggu bayaran',
    processing: 'Sedang diproses',
    paid: 'Dibayar',
    partlyRefunded: 'Dipulangkan sebahagian',
    refunded: 'Dipulangkan',
    failed: 'Gagal',
    expired: 'Tamat tempoh',
    cancelled: 'Dibatalkan',
  },

  pay: {
    payOnline: 'Bayar dalam talian · {amount}',
    opening: 'Membuka halaman pembayaran…',
    methodsNote:
      'Bayar dengan {methods} di halaman pembayaran yang selamat. Butiran kad anda tidak pernah sampai kepada kami.',
    orTransfer: 'Atau bayar melalui pindahan bank',
    payByTransfer: 'Dapatkan butiran pindahan bank',
    failed: 'Halaman pembayaran tidak dapat dibuka. Sila cuba lagi.',
    networkError: 'Kami tidak dapat menghubungi pelayan. Tiada caj dikenakan. Sila cuba lagi.',
  },

  open: {
    title: 'Bayaran belum selesai',
    intro:
      '{amount} untuk {description}. Belum ada caj dikenakan. Selesaikan bayaran sebelum {time}.',
    processingTitle: 'Bayaran sedang disahkan',
    processingIntro:
      'Bank anda sedang mengesahkan {amount} untuk {description}. Ini boleh mengambil masa beberapa minit; kami akan memaklumkan anda apabila selesai.',
    resume: 'Sambung bayaran',
    cancel: 'Batal',
    confirmTitle: 'Batalkan bayaran ini?',
    confirmBody:
      '{amount} untuk {description}. Tiada caj dikenakan. Anda boleh bermula semula kemudian.',
    confirmKeep: 'Simpan',
    confirmCancel: 'Batalkan bayaran',
    cancelling: 'Membatalkan…',
    cancelled: 'Bayaran dibatalkan. Tiada caj dikenakan.',
    cancelFailed: 'Bayaran tidak dapat dibatalkan. Sila cuba lagi.',
  },

  panel: {
    title: 'Bayaran',
    intro:
      'Bayaran dalam talian anda, yang terbaharu dahulu. Resit dan nota kredit dimuat turun sebagai PDF.',
    loading: 'Memuatkan bayaran anda…',
    loadFailed: 'Bayaran anda tidak dapat dimuatkan.',
    empty: 'Belum ada bayaran',
    emptyHelp: 'Apabila anda membayar yuran dalam talian, ia dipaparkan di sini bersama resitnya.',
    listLabel: 'Bayaran anda',
    started: 'Dimulakan {date}',
    paidOn: 'Dibayar {date}',
    payBy: 'Bayar sebelum {date}',
    refunded: 'Dipulangkan {amount}',
    receipt: 'Resit {number}',
    receiptLabel: 'Muat turun resit {number} (PDF)',
    creditNote: 'Nota kredit {number} · {amount}',
    creditNoteLabel: 'Muat turun nota kredit {number} (PDF)',
    creditNoteIssued: 'dikeluarkan {date}',
    refundFailed:
      'Bayaran balik ini tidak berjaya ({date}): tiada wang dipulangkan. Kami telah memaklumkan persatuan.',
  },

  banner: {
    checking: 'Menyemak bayaran anda…',
    confirming: 'Mengesahkan bayaran anda… Halaman ini dikemas kini dengan sendirinya.',
    stillConfirming:
      'Bayaran anda masih disahkan. Anda boleh meninggalkan halaman ini: kami akan memaklumkan anda apabila selesai.',
    paid: 'Bayaran diterima — resit {number}',
    paidNoReceipt: 'Bayaran diterima. Resit anda akan menyusul sebentar lagi.',
    failed: 'Bayaran tidak berjaya. Tiada caj dikenakan. Anda boleh cuba lagi.',
    expired: 'Bayaran ini tamat tempoh sebelum selesai. Tiada caj dikenakan.',
    cancelledOrder: 'Bayaran ini telah dibatalkan. Tiada caj dikenakan.',
    leftCheckout:
      'Anda meninggalkan halaman pembayaran. Tiada caj dikenakan. Sambung atau batalkan bayaran di bawah.',
    loadFailed: 'Kami tidak dapat menyemak bayaran ini.',
    dismiss: 'Tutup',
  },
};
