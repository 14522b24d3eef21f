import { useMessages } from '@/lib/i18n';
import { sharedText } from '@/lib/shared-messages';
import { STAFF_ROLES, type StaffRole } from '@app/shared/staff';

/** The five roles as checkboxes, each with what it allows. */
export function RoleCheckboxes({
  value,
  onChange,
  error,
}: {
  value: StaffRole[];
  onChange: (roles: StaffRole[]) => void;
  error?: string | null;
}) {
  const { security } = useMessages();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'staff-roles-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold text-slate-900">
        {security.staff.rolesLegend}
      </legend>
      {STAFF_ROLES.map((role) => (
        <label
          key={role}
          className="flex items-start gap-3 rounded-lg p-2 text-sm hover:bg-slate-50"
        >
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-brand-700"
            checked={value.includes(role)}
            onChange={(e) =>
              onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))
            }
          />
          <span>
            <span className="font-medium text-slate-900">{security.roles[role]}</span>
            <span className="block text-slate-600">{security.roleHints[role]}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id="staff-roles-error" role="alert" className="text-sm font-medium text-red-700">
          {sharedText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
