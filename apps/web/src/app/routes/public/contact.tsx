import { ContactPage } from '@/features/contact';

/** "Contact us": the enquiry form. */
export function ContactRoute() {
  return <ContactPage />;
}
