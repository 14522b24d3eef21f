/** The admin Finance section (treasurers): payments, daily totals, credit notes, reconciliation. */
export const finance = {
  title: 'Finance',
  intro:
    'Every receipt, online and recorded by staff; refunds, voids and what the gateway was paid. Revenue is receipts less refunds and voids.',
  downloadCsv: 'Download CSV',
  loading: 'Loading…',
  loadFailed: 'This could not be loaded. {message}',
  tabsLabel: 'Finance views',
  tabs: {
    payments: 'Payments',
    totals: 'Daily totals',
    creditNotes: 'Credit notes',
    reconciliation: 'Reconciliation',
  },

  methods: {
    bank_transfer: 'Bank transfer',
    cash: 'Cash',
    card: 'Card',
    cheque: 'Cheque',
    online: 'Online',
  },
  states: {
    paid: 'Paid',
    part_refunded: 'Part refunded',
    refunded: 'Refunded',
    voided: 'Voided',
  },

  filters: {
    label: 'Filter payments',
    search: 'Search',
    searchPlaceholder: 'Receipt, reference or name',
    memberId: 'Member ID',
    method: 'Method',
    allMethods: 'All methods',
    status: 'Status',
    allStatuses: 'All statuses',
    statusOptions: { paid: 'Paid', refunded: 'Refunded (in part or in full)', voided: 'Voided' },
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
  },

  payments: {
    listLabel: 'Payments',
    count: '{count, plural, one {# payment} other {# payments}}',
    empty: 'No payments match these filters.',
    columns: {
      receipt: 'Receipt',
      paidOn: 'Paid on',
      member: 'Member',
      description: 'For',
      method: 'Method',
      amount: 'Amount',
      refunded: 'Given back',
      state: 'Status',
      actions: 'Actions',
    },
    deletedMember: 'Account deleted',
    refund: 'Refund',
    refundLabel: 'Refund receipt {receipt}',
    pager: {
      label: 'Payments pages',
      previous: 'Previous',
      next: 'Next',
      pageOf: 'Page {page} of {pages}',
    },
  },

  range: {
    label: 'Period',
    from: 'From',
    to: 'To',
  },

  totals: {
    title: 'Daily totals by method',
    listLabel: 'Daily totals',
    empty: 'No money came in or went out in this period.',
    columns: {
      date: 'Date',
      method: 'Method',
      receipts: 'Receipts',
      refunds: 'Refunds',
      voids: 'Voids',
      revenue: 'Revenue',
    },
    summaryLabel: 'Totals for the period',
    receipts: 'Receipts ({count})',
    refunds: 'Refunds',
    voids: 'Voids',
    revenue: 'Revenue',
  },

  creditNotes: {
    title: 'Refunds and voids',
    listLabel: 'Credit notes',
    empty: 'No refunds or voids in this period.',
    kinds: { refund: 'Refund', void: 'Void' },
    gateway: 'The gateway',
    columns: {
      number: 'Credit note',
      date: 'Issued',
      kind: 'Kind',
      receipt: 'Receipt',
      member: 'Member',
      amount: 'Amount',
      reason: 'Reason',
      by: 'By',
    },
  },

  reconciliation: {
    title: 'Gateway orders and receipts',
    intro:
      'Each order paid at the gateway should have exactly one receipt of the same amount and the same refunds.',
    counts: '{paid} paid orders, {receipts} online receipts, {matched} matched',
    allMatched: 'Everything matches: no mismatches in this period.',
    listLabel: 'Mismatches',
    kinds: {
      paid_without_receipt: 'Paid at the gateway, no receipt',
      receipt_without_paid_order: 'Receipt for an order that is not paid',
      amount_differs: 'Amounts differ',
      open_too_long: 'Open for more than an hour',
    },
    columns: {
      kind: 'Problem',
      when: 'When',
      order: 'Order',
      receipt: 'Receipt',
      orderAmount: 'Order',
      receiptAmount: 'Receipt',
    },
    none: '—',
  },

  refund: {
    title: 'Refund receipt {receipt}',
    paid: 'Paid: {amount}',
    left: 'Left to refund: {amount}',
    full: 'Refund everything left ({amount})',
    part: 'Refund part of it',
    amount: 'Amount to refund (RM)',
    amountInvalid: 'Enter an amount in RM, such as 25.00',
    amountTooMuch: 'This is more than is left to refund ({amount})',
    reason: 'Reason',
    reasonHint: 'Give a reason (at least 3 characters)',
    confirm: 'Refund {amount}',
    cancel: 'Don’t refund',
    note: 'The money goes back through the payment gateway and the member is told. This cannot be undone.',
    done: 'Refunded {amount} on receipt {receipt}: credit note {creditNote}.',
    failed: 'The refund could not be made. Nothing was refunded.',
  },
};

export type FinanceMessages = typeof finance;
