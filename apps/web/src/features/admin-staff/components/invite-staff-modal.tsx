import { useState, type FormEvent } from 'react';

import { FormModal } from '@/components/admin/form-modal';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { errorText } from '@/lib/error-text';
import { useLocale, useMessages } from '@/lib/i18n';
import { isLocale, LOCALES, type Locale } from '@app/shared/locale';
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
  const [email, setEmail] = useState('');
  const [fullName, setFullName] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [language, setLanguage] = useState<Locale>(useLocale());
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = inviteStaffInputSchema.safeParse({ email, fullName, roles, language });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    invite.mutate(parsed.data, { onSuccess: () => onInvited(parsed.data.email) });
  }

  return (
    <FormModal
      title={t.inviteTitle}
      onClose={onClose}
      onSubmit={submit}
      isBusy={invite.isPending}
      submitLabel={t.inviteSubmit}
      pendingLabel={t.inviteSending}
      error={
        invite.error
          ? errorText(invite.error, {
              fallback: admin.errors.generic,
              network: common.networkError,
            })
          : null
      }
    >
      <div className="space-y-4">
        <TextField
          label={t.fullNameLabel}
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          error={errors.fullName}
          required
          autoComplete="off"
        />
        <TextField
          label={t.emailLabel}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
          autoComplete="off"
        />
        <RoleCheckboxes value={roles} onChange={setRoles} error={errors.roles} />
        <SelectField
          label={t.languageLabel}
          value={language}
          onChange={(e) => {
            if (isLocale(e.target.value)) setLanguage(e.target.value);
          }}
          options={LOCALES.map((value) => ({
            value,
            label: value === 'ms' ? common.language.malay : common.language.english,
          }))}
        />
      </div>
    </FormModal>
  );
}
