import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { MapPinIcon, PlusIcon } from '@/components/ui/icons';
import { useMessages } from '@/lib/i18n';

/** The spec's venue placeholder: an 'Add New Venue' button and an empty list. */
export function VenuePlaceholderSection() {
  const { admin } = useMessages();
  const [isNoticeShown, setIsNoticeShown] = useState(false);

  return (
    <section className="space-y-4">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-600">{admin.venue.body}</p>
          <Button onClick={() => setIsNoticeShown(true)}>
            <PlusIcon className="size-4" />
            {admin.venue.addNew}
          </Button>
        </div>
        <p role="status" className="mt-2 text-sm font-medium text-amber-800">
          {isNoticeShown ? admin.venue.addUnavailable : null}
        </p>
      </div>
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <MapPinIcon className="mb-3 size-8 text-slate-400" />
        <p className="text-sm font-medium text-slate-600">{admin.venue.empty}</p>
      </div>
    </section>
  );
}
