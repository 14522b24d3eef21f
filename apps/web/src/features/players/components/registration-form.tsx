import type { ReactNode, RefObject } from 'react';
import { FormProvider } from 'react-hook-form';

import { cn } from '@/components/ui/class-names';
import { PasswordField } from '@/components/ui/form/password-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useMessages } from '@/lib/i18n';
import { GENDERS } from '@app/shared/players';

import type { RegistrationFormState } from '../hooks/use-registration-form';
import type { RegistrationAlertKind } from '../hooks/use-registration-submit';

import { IcNumberFields } from './ic-number-fields';
import { ContactFields, DuprFields } from './player-detail-fields';
import { ProfilePictureInput } from './profile-picture-input';
import { RegistrationNewsField } from './registration-news-field';
import { RegistrationTermsField } from './registration-terms-field';

export interface RegistrationFormProps {
  id: string;
  state: RegistrationFormState;
  onSubmit: () => void;
  isSubmitting: boolean;
  /** Receives the first input, which the modal focuses on open. */
  firstFieldRef: RefObject<HTMLInputElement | null>;
  /** The modal's alert region and what it currently states. */
  alertId: string;
  alertKind: RegistrationAlertKind | null;
}

function Section({
  legend,
  children,
  isThreeColumns = false,
}: {
  legend: string;
  children: ReactNode;
  isThreeColumns?: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-bold uppercase tracking-wide text-brand-800">
        {legend}
      </legend>
      <div className={cn('grid gap-4', isThreeColumns ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
        {children}
      </div>
    </fieldset>
  );
}

/** Every registration field of spec §5; the buttons and alert live in the modal footer. */
export function RegistrationForm({
  id,
  state,
  onSubmit,
  isSubmitting,
  firstFieldRef,
  alertId,
  alertKind,
}: RegistrationFormProps) {
  const { players } = useMessages();
  const f = players.fields;
  const t = players.registration;
  const { form, profilePicture, setProfilePicture } = state;
  const {
    register,
    formState: { errors },
  } = form;
  const { ref: fullNameRef, ...fullNameProps } = register('fullName');

  return (
    <FormProvider {...form}>
      <form id={id} noValidate onSubmit={onSubmit} aria-busy={isSubmitting} className="space-y-7">
        <p className="text-sm text-slate-600">{t.intro}</p>

        <Section legend={t.personalLegend} isThreeColumns>
          <TextField
            label={f.fullName}
            autoComplete="name"
            required
            className="sm:col-span-2"
            error={errors.fullName?.message}
            {...fullNameProps}
            ref={(element) => {
              fullNameRef(element);
              firstFieldRef.current = element;
            }}
          />
          <SelectField
            label={f.gender}
            placeholder={f.selectGender}
            options={GENDERS.map((value) => ({ value, label: f.genders[value] ?? value }))}
            required
            error={errors.gender?.message}
            {...register('gender')}
          />
          <IcNumberFields />
        </Section>

        <Section legend={t.contactLegend}>
          <ContactFields register={register} errors={errors} />
        </Section>

        <Section legend={t.accountLegend}>
          <TextField
            label={f.username}
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            className="sm:col-span-2"
            error={errors.username?.message}
            {...register('username')}
          />
          <PasswordField
            label={f.password}
            autoComplete="new-password"
            required
            hint={f.passwordHint}
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={f.confirmPassword}
            autoComplete="new-password"
            required
            // 'Passwords do not match!' is said once, by the alert.
            error={alertKind === 'mismatch' ? undefined : errors.confirmPassword?.message}
            externalErrorId={alertKind === 'mismatch' ? alertId : undefined}
            {...register('confirmPassword')}
          />
        </Section>

        <Section legend={t.duprLegend}>
          <DuprFields register={register} errors={errors} />
        </Section>

        <ProfilePictureInput
          file={profilePicture}
          onChange={setProfilePicture}
          disabled={isSubmitting}
        />

        <RegistrationTermsField alertId={alertKind === 'terms' ? alertId : undefined} />
        <RegistrationNewsField />
      </form>
    </FormProvider>
  );
}
