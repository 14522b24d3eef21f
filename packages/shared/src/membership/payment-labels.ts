import type { PaymentMethod } from './schemas';

/**
 * Payment methods in Bahasa Malaysia (the portal's catalogue and the receipt PDF use it). Kept
 * apart from the schemas, so a catalogue that imports it does not bring zod with it.
 */
export const PAYMENT_METHOD_LABELS_MS: Record<PaymentMethod, string> = {
  bank_transfer: 'Pindahan bank',
  cash: 'Tunai',
  card: 'Kad',
  cheque: 'Cek',
  online: 'Bayaran dalam talian',
};
