import { useMessages } from '@/lib/i18n';

import { ConsentsCard } from './consents-card';
import { CorrectionsCard } from './corrections-card';
import { DeleteAccountCard } from './delete-account-card';
import { DownloadDataCard } from './download-data-card';

/** The portal's "Privacy & data" tab: the player's rights over their data (issue 16). */
export function PrivacyPanel() {
  const { privacy } = useMessages();
  return (
    <div className="space-y-6">
      <p className="max-w-3xl text-sm text-slate-700">{privacy.portal.intro}</p>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <DownloadDataCard />
        <ConsentsCard />
        <CorrectionsCard />
        <DeleteAccountCard />
      </div>
    </div>
  );
}
