import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiRequest } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { acceptInvitationInputSchema, ADMIN_PASSWORD_MIN_LENGTH } from '@app/shared/admins';
import { invitationSchema } from '@app/shared/staff';

/** /admin/invitation?token=…: the invitee chooses their username and password. */
export function InvitationScreen({ token }: { token: string }) {
  const { security, common, admin } = useMessages();
  const t = security.invitation;
  const invitation = useQuery({
    queryKey: ['invitation', token],
    queryFn: async () =>
      invitationSchema.parse(
        await apiRequest<unknown>(`/api/admin/invitations/${encodeURIComponent(token)}`),
      ),
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (input: unknown) =>
      apiRequest<unknown>('/api/admin/invitations/accept', { method: 'POST', json: input }),
  });
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = acceptInvitationInputSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    accept.mutate(parsed.data);
  }

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues({ ...values, [key]: e.target.value });

  let body;
  if (token === '' || invitation.isError) body = <FormAlert message={t.invalid} />;
  else if (invitation.isPending)
    body = (
      <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-600">
        <Spinner className="size-5 border-2" /> {t.loading}
      </p>
    );
  else if (accept.isSuccess)
    body = (
      <div className="space-y-4 text-center">
        <FormSuccess message={t.done} />
        <Link
          to={paths.admin.login}
          className={buttonClassName({ size: 'lg', className: 'w-full' })}
        >
          {t.signIn}
        </Link>
      </div>
    );
  else
    body = (
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={accept.isPending}>
        <p className="text-sm text-slate-700">
          {formatMessage(t.intro, {
            name: invitation.data.fullName,
            roles: invitation.data.roles.map((r) => security.roles[r]).join(', '),
          })}
        </p>
        <p className="text-sm text-slate-600">{invitation.data.email}</p>
        <TextField
          label={t.usernameLabel}
          autoComplete="username"
          value={values.username}
          onChange={set('username')}
          error={errors.username}
          required
        />
        <PasswordField
          label={t.passwordLabel}
          autoComplete="new-password"
          hint={formatMessage(t.passwordHint, { min: ADMIN_PASSWORD_MIN_LENGTH })}
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          required
        />
        <PasswordField
          label={t.confirmLabel}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errors.confirmPassword}
          required
        />
        <FormAlert
          message={
            accept.error
              ? errorText(accept.error, {
                  fallback: admin.errors.generic,
                  network: common.networkError,
                })
              : null
          }
        />
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? <ButtonSpinner /> : null}
          {accept.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    );

  return <AuthCardLayout title={t.title}>{body}</AuthCardLayout>;
}
