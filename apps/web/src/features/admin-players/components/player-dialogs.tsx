import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import type { PlayerActions } from '../hooks/use-player-actions';

import { MessagePlayerModal } from './message-player-modal';
import { PlayerCredentialsModal } from './player-credentials-modal';
import { ResetPasswordDialog } from './reset-password-dialog';

/**
 * The dialog of the chosen player action, if any (edit and delete are the section's). Each
 * mounts fresh, so no state lingers.
 */
export function PlayerDialogs({ actions }: { actions: PlayerActions }) {
  const { adminPlayers } = useMessages();
  const { dialog, closeDialog } = actions;
  if (!dialog) return null;

  if (dialog.kind === 'message-all') {
    return <MessagePlayerModal recipient="all" onClose={closeDialog} onSent={actions.handleSent} />;
  }

  const { player } = dialog;
  const names = { name: player.fullName, playerId: player.playerId };
  switch (dialog.kind) {
    case 'message':
      return (
        <MessagePlayerModal recipient={player} onClose={closeDialog} onSent={actions.handleSent} />
      );
    case 'credentials':
      return <PlayerCredentialsModal player={player} onClose={closeDialog} />;
    case 'reset-password':
      return <ResetPasswordDialog player={player} onClose={closeDialog} />;
    case 'suspend':
      return (
        <ConfirmDialog
          open
          title={adminPlayers.suspend.title}
          confirmLabel={adminPlayers.suspend.confirm}
          pendingLabel={adminPlayers.suspend.confirming}
          isPending={actions.suspendState.isPending}
          error={actions.suspendState.isError ? adminPlayers.suspend.failed : null}
          onConfirm={() => actions.confirmSuspend(player)}
          onCancel={closeDialog}
        >
          <p>{formatMessage(adminPlayers.suspend.body, names)}</p>
        </ConfirmDialog>
      );
  }
}
