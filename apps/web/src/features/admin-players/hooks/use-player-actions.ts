import { useState } from 'react';

import type { AdminListNotice } from '@/components/admin/use-admin-list';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useUpdatePlayerStatus } from '../api/update-player-status';
import type { PlayerAction } from '../components/player-actions-menu';

import type { PlayerSelection } from './use-player-selection';

export type PlayerDialog =
  | { kind: Exclude<PlayerAction, 'reactivate' | 'membership' | 'edit' | 'delete'>; player: Player }
  | { kind: 'message-all' }
  | null;

interface UsePlayerActionsOptions {
  notice: AdminListNotice;
  selection: PlayerSelection;
}

/**
 * What the per-player actions beyond edit and delete (the section's useAdminList) do: which
 * dialog is open, and the Suspend and Reactivate calls with their outcome texts. A failed
 * suspension stays in its dialog.
 */
export function usePlayerActions({ notice, selection }: UsePlayerActionsOptions) {
  const { adminPlayers, common } = useMessages();
  const [dialog, setDialog] = useState<PlayerDialog>(null);
  const statusMutation = useUpdatePlayerStatus();

  const closeDialog = () => {
    setDialog(null);
    statusMutation.reset();
  };

  const reactivate = (player: Player) => {
    statusMutation.mutate(
      { playerId: player._id, status: 'active' },
      {
        onSuccess: (saved) => {
          selection.update(saved);
          notice.showSuccess(
            formatMessage(adminPlayers.reactivate.success, { name: player.fullName }),
          );
        },
        onError: (error) => {
          const message = errorText(error, {
            network: common.networkError,
            fallback: adminPlayers.common.unknownError,
          });
          notice.showError(formatMessage(adminPlayers.edit.failed, { message }));
        },
      },
    );
  };

  const handleAction = (
    action: Exclude<PlayerAction, 'membership' | 'edit' | 'delete'>,
    player: Player,
  ) => {
    notice.clearNotice();
    statusMutation.reset();
    if (action === 'reactivate') reactivate(player);
    else setDialog({ kind: action, player });
  };

  const confirmSuspend = (player: Player) => {
    statusMutation.mutate(
      { playerId: player._id, status: 'suspended' },
      {
        onSuccess: (saved) => {
          closeDialog();
          selection.update(saved);
          notice.showSuccess(
            formatMessage(adminPlayers.suspend.success, { name: player.fullName }),
          );
        },
      },
    );
  };

  const handleSent = (text: string) => {
    closeDialog();
    notice.showSuccess(text);
  };

  return {
    dialog,
    openMessageAll: () => {
      notice.clearNotice();
      setDialog({ kind: 'message-all' });
    },
    closeDialog,
    handleAction,
    confirmSuspend,
    handleSent,
    suspendState: { isPending: statusMutation.isPending, isError: statusMutation.isError },
  };
}

export type PlayerActions = ReturnType<typeof usePlayerActions>;
