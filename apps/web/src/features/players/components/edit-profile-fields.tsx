import type { UseFormReturn } from 'react-hook-form';

import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';
import {
  DUPR_RATING_MAX,
  DUPR_RATING_MIN,
  DUPR_RATING_STEP,
  GENDERS,
  MALAYSIAN_STATES,
  type Player,
  type UpdatePlayerProfileInput,
} from '@app/shared/players';

import type { EditProfileFormValues } from '../hooks/use-edit-profile-form';
import { displayIcNumber } from '../utils/display-ic-number';

export interface EditProfileFieldsProps {
  id: string;
  player: Player;
  form: UseFormReturn<EditProfileFormValues, unknown, UpdatePlayerProfileInput>;
  onSubmit: () => void;
}

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function EditProfileFields({ id, player, form, onSubmit }: EditProfileFieldsProps) {
  const { players } = useMessages();
  const f = players.fields;
  const t = players.editProfile;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form id={id} noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-5">
      <p className="text-sm text-slate-600">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t.memberId} value={player.playerId} disabled />
        <TextField label={t.status} value={players.profile.statuses[player.status]} disabled />
        <TextField label={f.icNumber} value={displayIcNumber(player.icNumber)} disabled />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={f.fullName}
          autoComplete="name"
          required
          error={errors.fullName?.message}
          {...register('fullName')}
        />
        <SelectField
          label={f.gender}
          placeholder={f.selectGender}
          options={toOptions(GENDERS)}
          required
          error={errors.gender?.message}
          {...register('gender')}
        />
        <TextField
          label={f.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={f.phoneNumber}
          type="tel"
          autoComplete="tel"
          required
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <TextField
          label={f.addressLine1}
          autoComplete="address-line1"
          required
          className="sm:col-span-2"
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <TextField
          label={f.addressLine2}
          autoComplete="address-line2"
          className="sm:col-span-2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <TextField
          label={f.city}
          autoComplete="address-level2"
          required
          error={errors.city?.message}
          {...register('city')}
        />
        <SelectField
          label={f.state}
          placeholder={f.selectState}
          options={toOptions(MALAYSIAN_STATES)}
          required
          error={errors.state?.message}
          {...register('state')}
        />
        <TextField
          label={f.duprId}
          autoComplete="off"
          error={errors.duprId?.message}
          {...register('duprId')}
        />
        <TextField
          label={f.duprRating}
          type="number"
          inputMode="decimal"
          min={DUPR_RATING_MIN}
          max={DUPR_RATING_MAX}
          step={DUPR_RATING_STEP}
          hint={f.duprRatingHint}
          error={errors.duprRating?.message}
          {...register('duprRating')}
        />
      </div>
    </form>
  );
}
