import { useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { SectionNotice } from '@/components/ui/section-notice';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { useMessages } from '@/lib/i18n';
import type { Player } from '@app/shared/players';

import { useMessageDraft } from '../hooks/use-message-draft';
import { useSendMessage } from '../hooks/use-send-message';

import { MessageFields } from './message-fields';
import { PlayerPicker } from './player-picker';

type RecipientKind = 'all' | 'player';

/** Compose to all players (one call; the result counts sent and failed) or a chosen player. */
export function MessageComposeCard() {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.messages;
  const [recipientKind, setRecipientKind] = useState<RecipientKind>('all');
  const [player, setPlayer] = useState<Player | null>(null);
  const [playerError, setPlayerError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const draft = useMessageDraft();
  const outcome = useSectionNotice();
  const { send, isPending } = useSendMessage();

  const handleSubmit = async () => {
    setSendError(null);
    outcome.clear();
    const isPlayerMissing = recipientKind === 'player' && player === null;
    setPlayerError(isPlayerMissing ? t.selectPlayer : null);
    if (isPlayerMissing) pickerRef.current?.focus();
    const input = draft.validate({ focus: !isPlayerMissing });
    if (!input || isPlayerMissing) return;

    const result = await send(
      player && recipientKind === 'player' ? { playerId: player._id } : 'all',
      input,
    );
    if (result.ok) {
      draft.clear();
      outcome.showSuccess(result.text);
    } else {
      setSendError(result.text);
    }
  };

  const radioClass =
    'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';

  return (
    <section
      aria-labelledby="admin-compose-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="admin-compose-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t.composeTitle}
      </h2>
      <form
        noValidate
        aria-busy={isPending}
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          void handleSubmit();
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t.recipientLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className={`${radioClass} border-slate-200`}>
              <input
                type="radio"
                name="recipient"
                value="all"
                checked={recipientKind === 'all'}
                onChange={() => {
                  setRecipientKind('all');
                  setPlayerError(null);
                }}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t.recipientAll}</span>
                <span className="block text-xs text-slate-600">{t.recipientAllHint}</span>
              </span>
            </label>
            <label className={`${radioClass} border-slate-200`}>
              <input
                type="radio"
                name="recipient"
                value="player"
                checked={recipientKind === 'player'}
                onChange={() => setRecipientKind('player')}
                className="mt-1 accent-brand-700"
              />
              <span className="text-sm font-semibold text-slate-900">{t.recipientPlayer}</span>
            </label>
          </div>
        </fieldset>

        {recipientKind === 'player' ? (
          <PlayerPicker
            value={player}
            onChange={(next) => {
              setPlayer(next);
              if (next) setPlayerError(null);
            }}
            error={playerError ?? undefined}
            inputRef={pickerRef}
          />
        ) : null}

        <MessageFields draft={draft} />
        <FormError message={sendError} />
        <SectionNotice notice={outcome.notice} onDismiss={outcome.clear} />
        <Button type="submit" disabled={isPending}>
          {isPending ? <ButtonSpinner /> : null}
          {isPending ? adminPlayers.compose.sending : adminPlayers.compose.send}
        </Button>
      </form>
    </section>
  );
}
