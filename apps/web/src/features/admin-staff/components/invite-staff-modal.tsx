import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { useLocale, useMessages } from '@/lib/i18n';
import { LOCALES } from '@app/shared/locale';
import { inviteStaffInputSchema, type StaffRole } from '@app/shared/staff';

import { useInviteStaff } from '../api/staff';

import { RoleCheckboxes } from './role-checkboxes';

/** Invite by e-mail: name, address and roles; the invitee chooses their own password. */
export function InviteStaffModal({
  onClose,
  onInvited,
}: {
  onClose: () => void;
  onInvited: (email: string) => void;
}) {
  const { security, common, admin } = useMessages();
  const t = security.staff;
  const invite = useInviteStaff();
  const form = useForm({
    resolver: zodResolver(inviteStaffInputSchema),
    defaultValues: { fullName: '', email: '', roles: [] as StaffRole[], language: useLocale() },
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const { submit, formError } = useFormSubmit(form, { fallback: admin.errors.generic });

  const onSubmit = submit(async (input) => {
    await invite.mutateAsync(input);
    onInvited(input.email);
  });

  return (
    <FormModal
      title={t.inviteTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={isSubmitting || invite.isPending}
      submitLabel={t.inviteSubmit}
      pendingLabel={t.inviteSending}
      error={formError}
    >
      <div className="space-y-4">
        <TextField
          label={t.fullNameLabel}
          error={errors.fullName?.message}
          required
          autoComplete="off"
          {...register('fullName')}
        />
        <TextField
          label={t.emailLabel}
          type="email"
          error={errors.email?.message}
          required
          autoComplete="off"
          {...register('email')}
        />
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <RoleCheckboxes
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <SelectField
          label={t.languageLabel}
          options={LOCALES.map((value) => ({
            value,
            label: value === 'ms' ? common.language.malay : common.language.english,
          }))}
          {...register('language')}
        />
      </div>
    </FormModal>
  );
}
