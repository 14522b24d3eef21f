// The payments feature's public face: what the app and other features compose (ADR 009).
export { usePaymentOptions } from './api/get-payment-options';
export { useMyPayments } from './api/get-my-payments';
export { useMembershipCheckout } from './api/start-membership-checkout';
export { CreditNoteList } from './components/credit-note-list';
export { OpenOrderBox } from './components/open-order-box';
export { OrderPapers } from './components/order-papers';
export { PayOnlineButton } from './components/pay-online-button';
export { PaymentsPanel } from './components/payments-panel';
export { CreditCardIcon } from './components/credit-card-icon';
