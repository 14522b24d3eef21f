import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { dateFormat } from '@/lib/intl-format';

import { usePrivacyTrail } from '../api/exports-and-trail';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** The audit trail of one player's data requests, newest first. */
export function TrailDialog({
  player,
  onClose,
}: {
  player: { ref: string; label: string } | null;
  onClose: () => void;
}) {
  const { privacy } = useMessages();
  const t = privacy.staff.trail;
  const trail = usePrivacyTrail(player?.ref ?? null);
  const actions = t.actions as Record<string, string>;
  return (
    <Modal
      open={player !== null}
      onClose={onClose}
      title={formatMessage(t.title, { name: player?.label ?? '' })}
    >
      {trail.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t.loading}
        </p>
      ) : trail.isError ? (
        <FormAlert message={t.loadFailed} />
      ) : trail.data.length === 0 ? (
        <p className="text-sm text-slate-600">{t.empty}</p>
      ) : (
        <ol className="space-y-2 text-sm">
          {trail.data.map((entry) => (
            <li key={entry._id} className="rounded-lg bg-slate-50 p-3">
              <p className="font-medium text-slate-900">{actions[entry.action] ?? entry.action}</p>
              <p className="text-xs text-slate-600">
                {dateFormat(WHEN).format(new Date(entry.at))} ·{' '}
                {entry.actorKind === 'staff'
                  ? (entry.actorName ?? t.actors.staff)
                  : t.actors[entry.actorKind]}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
