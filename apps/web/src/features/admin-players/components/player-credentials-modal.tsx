import { useState } from 'react';

import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { usePlayerCredentials } from '../api/get-player-credentials';
import { useResetPlayerPassword } from '../api/reset-player-password';
import { formatDateTime } from '../utils/player-display';

import { NewPasswordPanel } from './new-password-panel';

/**
 * Username and whether a password is set (spec §4: 'encrypted (hidden)' until a new one is
 * generated, then the new plain password, shown once). Never a hash.
 */
export function PlayerCredentialsModal({
  player,
  onClose,
}: {
  player: Player;
  onClose: () => void;
}) {
  const { adminPlayers, common } = useMessages();
  const t = adminPlayers.credentials;
  const credentials = usePlayerCredentials(player._id);
  const reset = useResetPlayerPassword();
  const [isConfirming, setIsConfirming] = useState(false);
  const newPassword = reset.data?.newPassword;

  const handleGenerate = () => {
    reset.mutate(player._id, { onSuccess: () => setIsConfirming(false) });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {common.close}
        </Button>
      }
    >
      <p className="mb-4 text-sm text-slate-600">
        {player.fullName} · <span className="font-mono">{player.playerId}</span>
      </p>
      {credentials.isPending ? (
        <div role="status" className="flex items-center gap-3 py-4 text-sm text-slate-600">
          <Spinner className="size-5 border-2" />
          {t.loading}
        </div>
      ) : credentials.isError ? (
        <div className="space-y-3">
          <FormError message={t.failed} />
          <Button variant="outline" size="sm" onClick={() => void credentials.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <dl className="divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
            <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <dt className="text-sm font-medium text-slate-600">{t.username}</dt>
              <dd className="font-mono text-sm text-slate-900">{credentials.data.username}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-2 px-4 py-3">
              <dt className="text-sm font-medium text-slate-600">{t.password}</dt>
              <dd className="text-right text-sm text-slate-900">
                {credentials.data.hasPassword ? t.passwordHidden : t.passwordNotSet}
                {credentials.data.passwordUpdatedAt ? (
                  <span className="block text-xs text-slate-500">
                    {formatMessage(t.passwordUpdatedAt, {
                      date: formatDateTime(credentials.data.passwordUpdatedAt, common.dateLocale),
                    })}
                  </span>
                ) : null}
              </dd>
            </div>
          </dl>
          {newPassword ? (
            <NewPasswordPanel password={newPassword} />
          ) : (
            <>
              <p className="text-sm text-slate-600">{t.hiddenNote}</p>
              <Button variant="outline" onClick={() => setIsConfirming(true)}>
                {t.generate}
              </Button>
            </>
          )}
        </div>
      )}
      <ConfirmDialog
        open={isConfirming}
        title={adminPlayers.resetPassword.confirmTitle}
        confirmLabel={adminPlayers.resetPassword.confirm}
        pendingLabel={adminPlayers.resetPassword.confirming}
        isPending={reset.isPending}
        error={reset.isError ? adminPlayers.resetPassword.failed : null}
        onConfirm={handleGenerate}
        onCancel={() => {
          setIsConfirming(false);
          reset.reset();
        }}
      >
        <p>{formatMessage(adminPlayers.resetPassword.body, { name: player.fullName })}</p>
      </ConfirmDialog>
    </Modal>
  );
}
