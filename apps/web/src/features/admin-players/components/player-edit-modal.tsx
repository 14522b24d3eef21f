import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { IcNumberReveal } from '@/features/players';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  adminUpdatePlayerInputSchema,
  DUPR_RATING_MAX,
  DUPR_RATING_MIN,
  DUPR_RATING_STEP,
  GENDERS,
  MALAYSIAN_STATES,
  PLAYER_STATUSES,
  type Player,
} from '@app/shared/players';

import { useUpdatePlayer } from '../api/update-player';

export interface PlayerEditModalProps {
  player: Player;
  onClose: () => void;
  onSaved: (player: Player) => void;
}

/** The admin edit form (spec §5): the IC number is shown but cannot be changed. */
export function PlayerEditModal({ player, onClose, onSaved }: PlayerEditModalProps) {
  const { adminPlayers } = useMessages();
  const t = adminPlayers.edit;
  const icLabelId = useId();
  const icHintId = useId();
  const updatePlayer = useUpdatePlayer();
  const form = useForm({
    resolver: zodResolver(adminUpdatePlayerInputSchema),
    defaultValues: {
      fullName: player.fullName,
      email: player.email,
      phoneNumber: player.phoneNumber,
      gender: player.gender,
      status: player.status,
      addressLine1: player.addressLine1,
      addressLine2: player.addressLine2 ?? '',
      city: player.city,
      state: player.state,
      duprId: player.duprId ?? '',
      duprRating: player.duprRating === null ? '' : String(player.duprRating),
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, {
    fallback: adminPlayers.common.unknownError,
    wrap: (message) => formatMessage(t.failed, { message }),
    messageWithFields: true,
  });

  const onSubmit = submit(async (input) => {
    const saved = await updatePlayer.mutateAsync({ playerId: player._id, input });
    onSaved(saved);
  });

  const isBusy = isSubmitting || updatePlayer.isPending;

  return (
    <FormModal
      title={t.title}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isBusy}
      error={formError}
      submitLabel={t.save}
      pendingLabel={t.saving}
    >
      <p className="text-sm text-slate-600">
        {formatMessage(t.subtitle, { name: player.fullName, playerId: player.playerId })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          density="comfortable"
          className="sm:col-span-2"
          label={t.fullName}
          autoComplete="off"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <div role="group" aria-labelledby={icLabelId} aria-describedby={icHintId}>
          <p id={icLabelId} className="text-sm font-medium text-slate-800">
            {t.icNumber}
          </p>
          <div className="mt-1.5 flex min-h-11 items-center rounded-lg bg-slate-100 px-3 text-slate-700">
            <IcNumberReveal
              playerId={player._id}
              masked={player.icNumber}
              labels={{ show: t.icReveal, hide: t.icHide, failed: t.icRevealFailed }}
            />
          </div>
          <p id={icHintId} className="mt-1 text-xs text-slate-500">
            {t.icHint}
          </p>
        </div>
        <SelectField
          density="comfortable"
          label={t.status}
          required
          error={errors.status?.message}
          options={PLAYER_STATUSES.map((value) => ({
            value,
            label: adminPlayers.common.statuses[value],
          }))}
          {...register('status')}
        />
        <TextField
          density="comfortable"
          type="email"
          label={t.email}
          autoComplete="off"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          density="comfortable"
          type="tel"
          label={t.phoneNumber}
          autoComplete="off"
          required
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <SelectField
          density="comfortable"
          label={t.gender}
          required
          placeholder={t.genderPlaceholder}
          error={errors.gender?.message}
          options={GENDERS.map((value) => ({ value, label: t.genders[value] }))}
          {...register('gender')}
        />
        <div className="hidden sm:block" />
        <TextField
          density="comfortable"
          label={t.addressLine1}
          autoComplete="off"
          required
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          density="comfortable"
          label={t.addressLine2}
          autoComplete="off"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField
          density="comfortable"
          label={t.city}
          autoComplete="off"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          density="comfortable"
          label={t.state}
          required
          placeholder={t.statePlaceholder}
          error={errors.state?.message}
          options={MALAYSIAN_STATES.map((value) => ({ value, label: value }))}
          {...register('state')}
        />
        <TextField
          density="comfortable"
          label={t.duprId}
          autoComplete="off"
          error={errors.duprId?.message}
          {...register('duprId')}
        />
        <TextField
          density="comfortable"
          type="number"
          inputMode="decimal"
          min={DUPR_RATING_MIN}
          max={DUPR_RATING_MAX}
          step={DUPR_RATING_STEP}
          label={t.duprRating}
          hint={t.duprRatingHint}
          error={errors.duprRating?.message}
          {...register('duprRating')}
        />
      </div>
    </FormModal>
  );
}
