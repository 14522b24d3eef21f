import { useState, type FormEvent } from 'react';

import { FormModal } from '@/components/admin/form-modal';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { STAFF_MESSAGES, type StaffMember, type StaffRole } from '@app/shared/staff';

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
  const { security, common, admin } = useMessages();
  const update = useUpdateRoles();
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const [error, setError] = useState<string | null>(null);
  const name = member.fullName ?? member.username;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (roles.length === 0) {
      setError(STAFF_MESSAGES.rolesRequired);
      return;
    }
    setError(null);
    update.mutate({ id: member._id, roles }, { onSuccess: onSaved });
  }

  return (
    <FormModal
      title={formatMessage(security.staff.rolesTitle, { name })}
      onClose={onClose}
      onSubmit={submit}
      isBusy={update.isPending}
      size="md"
      error={
        update.error
          ? errorText(update.error, {
              fallback: admin.errors.generic,
              network: common.networkError,
            })
          : null
      }
    >
      <RoleCheckboxes value={roles} onChange={setRoles} error={error} />
    </FormModal>
  );
}
