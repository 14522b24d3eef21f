import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';

import { AuthCardLayout } from '@/components/layouts/auth-card-layout';
import { Button, buttonClassName } from '@/components/ui/button';
import { FormAlert, FormSuccess } from '@/components/ui/form/form-messages';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFormSubmit } from '@/hooks/use-form-submit';
import { apiRequest } from '@/lib/api-client';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import {
  acceptInvitationInputSchema,
  ADMIN_PASSWORD_MIN_LENGTH,
  type AcceptInvitationInput,
} from '@app/shared/admins';
import { invitationSchema } from '@app/shared/staff';

/** /admin/invitation?token=…: the invitee chooses their username and password. */
export function InvitationScreen({ token }: { token: string }) {
  const { security, admin } = useMessages();
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
    mutationFn: (input: AcceptInvitationInput) =>
      apiRequest<unknown>('/api/admin/invitations/accept', { method: 'POST', json: input }),
  });
  // The token comes with the link; the invitee types the rest.
  const form = useForm({
    resolver: zodResolver(acceptInvitationInputSchema),
    defaultValues: { token, username: '', password: '', confirmPassword: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const { submit, formError } = useFormSubmit(form, { fallback: admin.errors.generic });
  const onSubmit = submit(async (input) => {
    await accept.mutateAsync(input);
  });

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
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-busy={accept.isPending}>
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
          error={errors.username?.message}
          required
          {...register('username')}
        />
        <PasswordField
          label={t.passwordLabel}
          autoComplete="new-password"
          hint={formatMessage(t.passwordHint, { min: ADMIN_PASSWORD_MIN_LENGTH })}
          error={errors.password?.message}
          required
          {...register('password')}
        />
        <PasswordField
          label={t.confirmLabel}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          required
          {...register('confirmPassword')}
        />
        <FormAlert message={formError} />
        <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
          {accept.isPending ? <ButtonSpinner /> : null}
          {accept.isPending ? t.submitting : t.submit}
        </Button>
      </form>
    );

  return <AuthCardLayout title={t.title}>{body}</AuthCardLayout>;
}
