import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';

import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import { GENDERS, type Player, type UpdatePlayerProfileInput } from '@app/shared/players';

import type { EditProfileFormValues } from '../hooks/use-edit-profile-form';
import { displayIcNumber } from '../utils/display-ic-number';

import { ContactFields, DuprFields } from './player-detail-fields';

export interface EditProfileFieldsProps {
  id: string;
  player: Player;
  form: UseFormReturn<EditProfileFormValues, unknown, UpdatePlayerProfileInput>;
  onSubmit: () => void;
}

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
        {/* The name is checked by the association: it changes by a correction request. The
            form still sends it unchanged (older servers expect the whole form). */}
        <TextField
          label={f.fullName}
          value={player.fullName}
          readOnly
          error={errors.fullName?.message}
          hint={
            <>
              {t.nameChecked}{' '}
              <Link
                to={`${paths.player.dashboard}?tab=privacy`}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t.askForNameChange}
              </Link>
            </>
          }
        />
        <SelectField
          label={f.gender}
          placeholder={f.selectGender}
          options={GENDERS.map((value) => ({ value, label: f.genders[value] ?? value }))}
          required
          error={errors.gender?.message}
          {...register('gender')}
        />
        <ContactFields register={register} errors={errors} />
        <DuprFields register={register} errors={errors} />
      </div>
    </form>
  );
}
