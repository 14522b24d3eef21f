export * from './membership/card';
export * from './membership/dates';
export * from './membership/money';
export * from './membership/payment-labels';
export * from './membership/receipt-item';
export * from './membership/schemas';
export * from './membership/status';
