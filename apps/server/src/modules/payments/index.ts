export { createPaymentsModule, type PaymentsApi } from './payments.module';
export { createOrdersRepository, type OrderRow, type OrdersRepository } from './orders.repository';
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
