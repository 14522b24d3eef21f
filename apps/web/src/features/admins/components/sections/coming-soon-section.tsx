import { ClockIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

/** Honest placeholder for a section whose feature has not landed yet. */
export function ComingSoonSection() {
  const { admin } = useMessages();
  return (
    <section
      aria-labelledby="admin-coming-soon-title"
      className="flex flex-col items-center rounded-2xl border border-dashed border-brand-300 bg-white px-6 py-14 text-center shadow-sm"
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ClockIcon className="size-7" />
      </span>
      <h2 id="admin-coming-soon-title" className="text-lg font-semibold text-slate-900">
        {admin.comingSoon.title}
      </h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{admin.comingSoon.body}</p>
    </section>
  );
}
