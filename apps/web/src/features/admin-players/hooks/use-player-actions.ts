import { useState } from 'react';

import type { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useDeletePlayer } from '../api/delete-player';
import { useUpdatePlayerStatus } from '../api/update-player-status';
import type { PlayerAction } from '../components/player-actions-menu';

import type { PlayerSelection } from './use-player-selection';

export type PlayerDialog =
  | { kind: Exclude<PlayerAction, 'reactivate' | 'membership'>; player: Player }
  | { kind: 'message-all' }
  | null;

interface UsePlayerActionsOptions {
  notice: ReturnType<typeof useSectionNotice>;
  selection: PlayerSelection;
  onDeleted: () => void;
}

/**
 * What the per-player actions do: which dialog is open, and the Suspend, Reactivate and Delete
 * calls with their outcome texts. Failures of a confirmed action stay in its dialog.
 */
export function usePlayerActions({ notice, selection, onDeleted }: UsePlayerActionsOptions) {
  const { adminPlayers, common } = useMessages();
  const [dialog, setDialog] = useState<PlayerDialog>(null);
  const statusMutation = useUpdatePlayerStatus();
  const deleteMutation = useDeletePlayer();

  const closeDialog = () => {
    setDialog(null);
    statusMutation.reset();
    deleteMutation.reset();
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

  const handleAction = (action: PlayerAction, player: Player) => {
    notice.clear();
    statusMutation.reset();
    deleteMutation.reset();
    if (action === 'reactivate') reactivate(player);
    // The section opens the membership dialog itself (admin-membership feature).
    else if (action !== 'membership') setDialog({ kind: action, player });
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

  const confirmDelete = (player: Player) => {
    deleteMutation.mutate(player._id, {
      onSuccess: () => {
        closeDialog();
        selection.remove(player._id);
        onDeleted();
        notice.showSuccess(formatMessage(adminPlayers.delete.success, { name: player.fullName }));
      },
    });
  };

  const handleSaved = (player: Player) => {
    closeDialog();
    selection.update(player);
    notice.showSuccess(adminPlayers.edit.success);
  };

  const handleSent = (text: string) => {
    closeDialog();
    notice.showSuccess(text);
  };

  return {
    dialog,
    openMessageAll: () => {
      notice.clear();
      setDialog({ kind: 'message-all' });
    },
    closeDialog,
    handleAction,
    confirmSuspend,
    confirmDelete,
    handleSaved,
    handleSent,
    suspendState: { isPending: statusMutation.isPending, isError: statusMutation.isError },
    deleteState: { isPending: deleteMutation.isPending, isError: deleteMutation.isError },
  };
}

export type PlayerActions = ReturnType<typeof usePlayerActions>;
