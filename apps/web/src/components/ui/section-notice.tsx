import { CloseIcon } from '@/components/ui/icons';
import type { SectionNotice as Notice } from '@/hooks/use-section-notice';
import { useMessages } from '@/lib/i18n';

const TONES = {
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  error: 'border-red-200 bg-red-50 text-red-800',
};

function NoticeBody({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { adminPlayers } = useMessages();
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm font-medium ${TONES[notice.tone]}`}
    >
      <p className="min-w-0 flex-1 break-words">{notice.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={adminPlayers.common.dismiss}
        className="-m-1 shrink-0 rounded-full p-1 opacity-70 hover:bg-black/5 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}

/**
 * The section's announced outcome region: successes politely (status), failures at once
 * (alert). Both containers stay mounted so screen readers notice new text.
 */
export function SectionNotice({
  notice,
  onDismiss,
}: {
  notice: Notice | null;
  onDismiss: () => void;
}) {
  return (
    <div>
      <div role="status">
        {notice?.tone === 'success' ? <NoticeBody notice={notice} onDismiss={onDismiss} /> : null}
      </div>
      <div role="alert">
        {notice?.tone === 'error' ? <NoticeBody notice={notice} onDismiss={onDismiss} /> : null}
      </div>
    </div>
  );
}
