import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form/form-messages';
import { SectionNotice } from '@/components/ui/section-notice';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { formSchema } from '@/lib/form-schema';
import { useMessages } from '@/lib/i18n';
import { sendMessageInputSchema } from '@app/shared/messages';
import type { Player } from '@app/shared/players';

import {
  EMPTY_DRAFT,
  type MessageDraftForm,
  type MessageDraftValues,
} from '../hooks/use-message-draft';
import { useSendMessage } from '../hooks/use-send-message';

import { MessageFields } from './message-fields';
import { PlayerPicker } from './player-picker';

interface ComposeValues extends MessageDraftValues {
  recipient: 'all' | 'player';
  player: Player | null;
}

/** The shared schema over the draft, and a chosen player when it goes to one. */
function composeSchema(selectPlayer: string) {
  return formSchema(
    sendMessageInputSchema,
    ({ recipient, player, ...draft }: ComposeValues, { invalid }) => {
      if (recipient === 'player' && player === null) invalid('player', selectPlayer);
      return draft;
    },
  );
}

/** Compose to all players (one call; the result counts sent and failed) or a chosen player. */
export function MessageComposeCard() {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.messages;
  const pickerRef = useRef<HTMLInputElement>(null);
  const outcome = useSectionNotice();
  const { send, isPending, failed, fallback } = useSendMessage();
  const schema = useMemo(() => composeSchema(t.selectPlayer), [t]);
  // The focus goes to the picker first when no player is chosen (see handleInvalid).
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_DRAFT, recipient: 'all', player: null } as ComposeValues,
    shouldFocusError: false,
  });
  const { register, control, clearErrors, getValues, setFocus, reset } = form;
  const recipient = useWatch({ control, name: 'recipient' });
  const { submit, formError } = useFormSubmit(form, { fallback, wrap: failed });

  const handleInvalid = (errors: FieldErrors<ComposeValues>) => {
    outcome.clear();
    if (errors.player) pickerRef.current?.focus();
    else setFocus(errors.subject ? 'subject' : 'message');
  };

  const onSubmit = submit(async (input) => {
    outcome.clear();
    const { player } = getValues();
    const text = await send(
      player && recipient === 'player' ? { playerId: player._id } : 'all',
      input,
    );
    reset({ ...getValues(), ...EMPTY_DRAFT });
    outcome.showSuccess(text);
  }, handleInvalid);

  const radioClass =
    'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50';
  const recipientField = register('recipient', { onChange: () => clearErrors('player') });

  return (
    <section
      aria-labelledby="admin-compose-title"
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="admin-compose-title" className="mb-4 text-lg font-semibold text-slate-900">
        {t.composeTitle}
      </h2>
      <form noValidate aria-busy={isPending} className="space-y-5" onSubmit={onSubmit}>
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700">{t.recipientLegend}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            <label className={`${radioClass} border-slate-200`}>
              <input
                type="radio"
                value="all"
                className="mt-1 accent-brand-700"
                {...recipientField}
              />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{t.recipientAll}</span>
                <span className="block text-xs text-slate-600">{t.recipientAllHint}</span>
              </span>
            </label>
            <label className={`${radioClass} border-slate-200`}>
              <input
                type="radio"
                value="player"
                className="mt-1 accent-brand-700"
                {...recipientField}
              />
              <span className="text-sm font-semibold text-slate-900">{t.recipientPlayer}</span>
            </label>
          </div>
        </fieldset>

        {recipient === 'player' ? (
          <Controller
            control={control}
            name="player"
            render={({ field, fieldState }) => (
              <PlayerPicker
                value={field.value}
                onChange={(next) => {
                  field.onChange(next);
                  if (next) clearErrors('player');
                }}
                error={fieldState.error?.message}
                inputRef={pickerRef}
              />
            )}
          />
        ) : null}

        {/* The compose form holds the draft's fields (and the recipient). */}
        <MessageFields form={form as unknown as MessageDraftForm} />
        <FormError message={formError} />
        <SectionNotice notice={outcome.notice} onDismiss={outcome.clear} />
        <Button type="submit" disabled={isPending}>
          {isPending ? <ButtonSpinner /> : null}
          {isPending ? adminPlayers.compose.sending : adminPlayers.compose.send}
        </Button>
      </form>
    </section>
  );
}
