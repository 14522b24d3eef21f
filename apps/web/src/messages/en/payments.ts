/** Online payments: paying from the portal and the portal's Payments tab. */
export const payments = {
  methods: {
    card: 'card',
    fpx: 'FPX online banking',
    grabpay: 'GrabPay',
  },
  status: {
    open: 'Awaiting payment',
    processing: 'Processing',
    paid: 'Paid',
    partlyRefunded: 'Partly refunded',
    refunded: 'Refunded',
    failed: 'Failed',
    expired: 'Expired',
    cancelled: 'Cancelled',
  },

  pay: {
    payOnline: 'Pay online · {amount}',
    opening: 'Opening the payment page…',
    methodsNote: 'Pay with {methods} on a secure payment page. Your card details never reach us.',
    orTransfer: 'Or pay by bank transfer',
    payByTransfer: 'Get bank transfer details',
    failed: 'The payment page could not be opened. Please try again.',
    networkError: 'We could not reach the server. Nothing was charged. Please try again.',
  },

  open: {
    title: 'Payment not finished',
    intro: '{amount} for {description}. Nothing has been charged yet. Finish paying by {time}.',
    processingTitle: 'Payment being confirmed',
    processingIntro:
      'Your bank is confirming {amount} for {description}. This can take a few minutes; we will notify you when it is done.',
    resume: 'Resume payment',
    cancel: 'Cancel',
    confirmTitle: 'Cancel this payment?',
    confirmBody: '{amount} for {description}. Nothing has been charged. You can start again later.',
    confirmKeep: 'Keep it',
    confirmCancel: 'Cancel payment',
    cancelling: 'Cancelling…',
    cancelled: 'Payment cancelled. Nothing was charged.',
    cancelFailed: 'The payment could not be cancelled. Please try again.',
  },

  panel: {
    title: 'Payments',
    intro: 'Your online payments, newest first. Receipts and credit notes download as PDF.',
    loading: 'Loading your payments…',
    loadFailed: 'Your payments could not be loaded.',
    empty: 'No payments yet',
    emptyHelp: 'When you pay a fee online, it appears here with its receipt.',
    listLabel: 'Your payments',
    started: 'Started {date}',
    paidOn: 'Paid {date}',
    payBy: 'Pay by {date}',
    refunded: 'Refunded {amount}',
    receipt: 'Receipt {number}',
    receiptLabel: 'Download receipt {number} (PDF)',
    creditNote: 'Credit note {number} · {amount}',
    creditNoteLabel: 'Download credit note {number} (PDF)',
    creditNoteIssued: 'issued {date}',
    refundFailed:
      'This refund did not go through ({date}): nothing was given back. We have told the association.',
  },

  banner: {
    checking: 'Checking your payment…',
    confirming: 'Confirming your payment… This page updates by itself.',
    stillConfirming:
      'Still confirming your payment. You can leave this page: we will notify you when it is done.',
    paid: 'Payment received — receipt {number}',
    paidNoReceipt: 'Payment received. Your receipt will follow shortly.',
    failed: 'The payment did not go through. Nothing was charged. You can try again.',
    expired: 'This payment expired before it was finished. Nothing was charged.',
    cancelledOrder: 'This payment was cancelled. Nothing was charged.',
    leftCheckout:
      'You left the payment page. Nothing was charged. Resume or cancel the payment below.',
    loadFailed: 'We could not check this payment.',
    dismiss: 'Dismiss',
  },
};

export type PaymentsMessages = typeof payments;
