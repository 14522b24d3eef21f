import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { ActionsMenu, type ActionsMenuItem } from './actions-menu';

export type PlayerAction =
  | 'edit'
  | 'membership'
  | 'suspend'
  | 'reactivate'
  | 'delete'
  | 'credentials'
  | 'reset-password'
  | 'message';

export interface PlayerActionsMenuProps {
  player: Player;
  onAction: (action: PlayerAction, player: Player) => void;
}

/** The per-player actions; a suspended player offers Reactivate in place of Suspend. */
export function PlayerActionsMenu({ player, onAction }: PlayerActionsMenuProps) {
  const { adminPlayers, membership } = useMessages();
  const t = adminPlayers.players.actions;
  const item = (id: PlayerAction, label: string, isDanger = false): ActionsMenuItem => ({
    id,
    label,
    isDanger,
    onSelect: () => onAction(id, player),
  });

  const items = [
    item('edit', t.edit),
    item('membership', membership.admin.manage),
    item('message', t.message),
    item('credentials', t.credentials),
    item('reset-password', t.resetPassword),
    player.status === 'suspended'
      ? item('reactivate', t.reactivate)
      : item('suspend', t.suspend, true),
    item('delete', t.delete, true),
  ];

  return (
    <ActionsMenu
      buttonText={t.menu}
      label={formatMessage(t.menuLabel, { name: player.fullName })}
      items={items}
    />
  );
}
