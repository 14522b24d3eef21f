import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';

import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';
import {
  DUPR_RATING_MAX,
  DUPR_RATING_MIN,
  DUPR_RATING_STEP,
  MALAYSIAN_STATES,
} from '@app/shared/players';

const DUPR_ID = 'duprId';
const DUPR_RATING = 'duprRating';

type ContactKey = 'email' | 'phoneNumber' | 'addressLine1' | 'addressLine2' | 'city' | 'state';
type DuprKey = 'duprId' | 'duprRating';

interface FieldsProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

const STATE_OPTIONS = MALAYSIAN_STATES.map((value) => ({ value, label: value }));

function messageOf<T extends FieldValues>(errors: FieldErrors<T>, key: string): string | undefined {
  const entry = (errors as Record<string, { message?: unknown } | undefined>)[key];
  return typeof entry?.message === 'string' ? entry.message : undefined;
}

/** Contact and address fields, shared by registration and profile editing. */
export function ContactFields<T extends FieldValues & Record<ContactKey, unknown>>({
  register,
  errors,
}: FieldsProps<T>) {
  const f = useMessages().players.fields;
  const field = (key: ContactKey) => ({
    error: messageOf(errors, key),
    ...register(key as Path<T>),
  });
  return (
    <>
      <TextField label={f.email} type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label={f.phoneNumber}
        type="tel"
        autoComplete="tel"
        required
        {...field('phoneNumber')}
      />
      <TextField
        label={f.addressLine1}
        autoComplete="address-line1"
        required
        className="sm:col-span-2"
        {...field('addressLine1')}
      />
      <TextField
        label={f.addressLine2}
        autoComplete="address-line2"
        className="sm:col-span-2"
        {...field('addressLine2')}
      />
      <TextField label={f.city} autoComplete="address-level2" required {...field('city')} />
      <SelectField
        label={f.state}
        placeholder={f.selectState}
        options={STATE_OPTIONS}
        required
        {...field('state')}
      />
    </>
  );
}

/** The optional DUPR id alone (the profile form: the rating is checked by the association). */
export function DuprIdField<T extends FieldValues & Record<'duprId', unknown>>({
  register,
  errors,
}: FieldsProps<T>) {
  const f = useMessages().players.fields;
  return (
    <TextField
      label={f.duprId}
      autoComplete="off"
      error={messageOf(errors, DUPR_ID)}
      {...register(DUPR_ID as Path<T>)}
    />
  );
}

/** The optional DUPR id and rating (0–8, step 0.001). */
export function DuprFields<T extends FieldValues & Record<DuprKey, unknown>>({
  register,
  errors,
}: FieldsProps<T>) {
  const f = useMessages().players.fields;
  return (
    <>
      <TextField
        label={f.duprId}
        autoComplete="off"
        error={messageOf(errors, DUPR_ID)}
        {...register(DUPR_ID as Path<T>)}
      />
      <TextField
        label={f.duprRating}
        type="number"
        inputMode="decimal"
        min={DUPR_RATING_MIN}
        max={DUPR_RATING_MAX}
        step={DUPR_RATING_STEP}
        hint={f.duprRatingHint}
        error={messageOf(errors, DUPR_RATING)}
        {...register(DUPR_RATING as Path<T>)}
      />
    </>
  );
}
