export { createPaymentsModule, type PaymentsApi } from './payments.module';
export { createOrdersRepository, type OrderRow, type OrdersRepository } from './orders.repository';
export { createPaymentsRepository, type PaymentsRepository } from './payments.repository';
export {
  createCreditNotesRepository,
  creditNoteNumber,
  type CreditNoteRow,
  type CreditNotesRepository,
} from './credit-notes.repository';
export {
  CREDIT_NOTE_MESSAGES,
  issueCreditNote,
  type IssueCreditNoteInput,
} from './credit-notes.service';
export { createPaymentEventsRepository, type PaymentEventsRepository } from './events.repository';
export {
  createPaymentMethodsRepository,
  type PaymentMethodsRepository,
} from './payment-methods.repository';
export { refundRuleOf } from './payments.presenter';
export { checkoutNeverOpened } from './checkout-opening';
export type { PaymentsService } from './payments.service';
export type { OrderSpec, PaymentsRepos, PurposeHandler, ReceiptRow } from './payments.types';
export { GatewayUnavailableError, type PaymentGateway } from './gateway';
export { createFinanceRepository, type FinanceRepository } from './finance.repository';
export type { RefundRepos, RefundsService } from './refunds.service';
