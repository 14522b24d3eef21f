import { createIcon } from '@/components/ui/icons';

/** A bank card (Lucide geometry, ISC licence): the Payments tab and "Pay online". */
export const CreditCardIcon = createIcon(
  <>
    <rect width="20" height="14" x="2" y="5" rx="2" />
    <line x1="2" x2="22" y1="10" y2="10" />
  </>,
);
