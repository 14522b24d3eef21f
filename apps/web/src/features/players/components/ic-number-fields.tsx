import type { ReactNode } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';

import { TextField } from '@/components/ui/form/text-field';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n';
import { ageFromIc } from '@app/shared/birth-date';
import { formatIcNumber, IC_NUMBER_FORMATTED_LENGTH } from '@app/shared/ic-number';

import { useIcAvailability, type IcAvailability } from '../hooks/use-ic-availability';
import type { RegistrationFormValues } from '../hooks/use-registration-form';
import { ageGroup } from '../utils/age-group';

import { CheckboxField } from './checkbox-field';

/** The I/C number reading of the moment: its age group and availability. */
export function useIcState() {
  const { control } = useFormContext<RegistrationFormValues>();
  const icNumber = useWatch({ control, name: 'icNumber' });
  const age = ageFromIc(icNumber);
  const availability = useIcAvailability(icNumber);
  return { icNumber, age, group: ageGroup(age), availability };
}

/** The note under the IC field while checking and once available (null otherwise). */
function availabilityNote(
  availability: IcAvailability,
  t: { icChecking: string; icAvailable: string },
): ReactNode {
  if (availability === 'checking') {
    return (
      <span className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-3.5 border-2" />
        {t.icChecking}
      </span>
    );
  }
  if (availability === 'available') {
    return (
      <span className="flex items-center gap-1.5 font-medium text-brand-700">
        <CheckCircleIcon className="size-4" />
        {t.icAvailable}
      </span>
    );
  }
  return null;
}

/**
 * I/C number (formatted 6-2-4 as typed, checked for availability at 12 digits), the read-only
 * age, the under-13 refusal and, for ages 13–17, the parent or guardian: name, I/C number and
 * phone (the server keeps them, the I/C sealed), and the consent.
 */
export function IcNumberFields() {
  const { players } = useMessages();
  const f = players.fields;
  const t = players.registration;
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormValues>();
  const { age, group, availability } = useIcState();

  return (
    <>
      <Controller
        name="icNumber"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label={f.icNumber}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={(event) => field.onChange(formatIcNumber(event.target.value))}
            onBlur={field.onBlur}
            inputMode="numeric"
            autoComplete="off"
            maxLength={IC_NUMBER_FORMATTED_LENGTH}
            placeholder={f.icPlaceholder}
            required
            className="sm:col-span-2"
            hint={f.icHint}
            status={availabilityNote(availability, t)}
            error={fieldState.error?.message ?? (availability === 'taken' ? t.icTaken : undefined)}
          />
        )}
      />
      <TextField
        label={f.age}
        value={age ?? ''}
        readOnly
        hint={f.ageHint}
        error={group === 'under-age' ? t.underAge : undefined}
      />
      {group === 'minor' ? (
        <div className="space-y-3 rounded-lg border border-accent-300 bg-accent-100/60 p-3.5 sm:col-span-3">
          <p className="text-sm font-medium text-slate-800">{t.guardianNote}</p>
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t.guardianName}
              autoComplete="off"
              required
              error={errors.parentGuardianName?.message}
              {...register('parentGuardianName')}
            />
            <Controller
              name="parentGuardianIcNumber"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  label={t.guardianIc}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(formatIcNumber(event.target.value))}
                  onBlur={field.onBlur}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={IC_NUMBER_FORMATTED_LENGTH}
                  placeholder={f.icPlaceholder}
                  required
                  hint={t.guardianIcHint}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextField
              label={t.guardianContact}
              type="tel"
              autoComplete="off"
              required
              error={errors.parentGuardianContact?.message}
              {...register('parentGuardianContact')}
            />
          </div>
          <CheckboxField
            label={t.guardianConsent}
            error={errors.guardianConsent?.message}
            {...register('guardianConsent')}
          />
        </div>
      ) : null}
    </>
  );
}
