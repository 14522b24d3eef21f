import { HelpCircleIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

/** The spec's enquiry placeholder: an empty inbox. */
export function EnquiryPlaceholderSection() {
  const { admin } = useMessages();
  return (
    <section className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <HelpCircleIcon className="mb-3 size-8 text-slate-400" />
      <p className="text-base font-semibold text-slate-800">{admin.enquiry.empty}</p>
      <p className="mt-1.5 max-w-md text-sm text-slate-600">{admin.enquiry.body}</p>
    </section>
  );
}
