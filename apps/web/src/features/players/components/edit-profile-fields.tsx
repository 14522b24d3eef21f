import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';

import { TextField } from '@/components/ui/form/text-field';
import { paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';
import type { OwnProfileForm, Player } from '@app/shared/players';
import type { CorrectionField } from '@app/shared/privacy';

import type { EditProfileFormValues } from '../hooks/use-edit-profile-form';
import { displayIcNumber } from '../utils/display-ic-number';

import { ContactFields, DuprIdField } from './player-detail-fields';

export interface EditProfileFieldsProps {
  id: string;
  player: Player;
  form: UseFormReturn<EditProfileFormValues, unknown, OwnProfileForm>;
  onSubmit: () => void;
}

const LINK_CLASS = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** "Checked by the association" and the way to Correct my data, with the field chosen. */
function CheckedHint({
  text,
  link,
  field,
}: {
  text: string;
  link: string;
  field: CorrectionField;
}) {
  return (
    <>
      {text}{' '}
      <Link to={`${paths.player.dashboard}?tab=privacy&correct=${field}`} className={LINK_CLASS}>
        {link}
      </Link>
    </>
  );
}

/** A value the player sees but does not edit here. */
function ShownField({ label, value, hint }: { label: string; value: string; hint: ReactNode }) {
  return <TextField label={label} value={value} readOnly hint={hint} />;
}

export function EditProfileFields({ id, player, form, onSubmit }: EditProfileFieldsProps) {
  const { players } = useMessages();
  const f = players.fields;
  const t = players.editProfile;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const checked = (field: CorrectionField) => (
    <CheckedHint text={t.factChecked} link={t.askForCorrection} field={field} />
  );

  return (
    <form id={id} noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-5">
      <p className="text-sm text-slate-600">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.memberId} value={player.playerId} disabled />
        <TextField label={t.status} value={players.profile.statuses[player.status]} disabled />
      </div>
      {/* What decides eligibility (and the name) is checked by the association: it changes by a
          correction request, so the form never sends it (issue 39). */}
      <div className="grid gap-4 sm:grid-cols-2">
        <ShownField
          label={f.fullName}
          value={player.fullName}
          hint={<CheckedHint text={t.nameChecked} link={t.askForNameChange} field="fullName" />}
        />
        <ShownField
          label={f.icNumber}
          value={displayIcNumber(player.icNumber)}
          hint={checked('icNumber')}
        />
        <ShownField
          label={f.gender}
          value={f.genders[player.gender] ?? player.gender}
          hint={checked('gender')}
        />
        <ShownField
          label={players.profile.duprRating}
          value={player.duprRating === null ? players.profile.notSet : player.duprRating.toFixed(3)}
          hint={checked('duprRating')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields register={register} errors={errors} />
        <DuprIdField register={register} errors={errors} />
      </div>
    </form>
  );
}
