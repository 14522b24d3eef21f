import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';

import { FormModal } from '@/components/admin/form-modal';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { updateStaffRolesInputSchema, type StaffMember } from '@app/shared/staff';

import { useUpdateRoles } from '../api/staff';

import { RoleCheckboxes } from './role-checkboxes';

export function EditRolesModal({
  member,
  onClose,
  onSaved,
}: {
  member: StaffMember;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { security, admin } = useMessages();
  const update = useUpdateRoles();
  const form = useForm({
    resolver: zodResolver(updateStaffRolesInputSchema),
    defaultValues: { roles: member.roles },
  });
  const { submit, formError } = useFormSubmit(form, { fallback: admin.errors.generic });
  const name = member.fullName ?? member.username;

  const onSubmit = submit(async ({ roles }) => {
    await update.mutateAsync({ id: member._id, roles });
    onSaved();
  });

  return (
    <FormModal
      title={formatMessage(security.staff.rolesTitle, { name })}
      onClose={onClose}
      onSubmit={onSubmit}
      isBusy={form.formState.isSubmitting || update.isPending}
      size="md"
      error={formError}
    >
      <Controller
        control={form.control}
        name="roles"
        render={({ field, fieldState }) => (
          <RoleCheckboxes
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}
