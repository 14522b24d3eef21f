import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form/form-messages';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLogoutPlayer } from '@/lib/auth/logout-player';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { useAcceptPolicy } from '../api/accept-policy';
import { useMyConsents } from '../api/get-my-consents';
import { useMyDeletion } from '../api/get-my-deletion';
import { formatPolicyVersion } from '../utils/format';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * Asks a signed-in player to accept the current Terms and Privacy Policy when a new version was
 * published since they last accepted (issue 16): accept, sign out, or close it for now (it asks
 * again at the next visit).
 */
export function PolicyPrompt() {
  const { privacy } = useMessages();
  const t = privacy.prompt;
  const consents = useMyConsents();
  const accept = useAcceptPolicy();
  const logout = useLogoutPlayer();
  const navigate = useNavigate();
  // "Later" for this visit only: the prompt comes back at the next sign-in or page load.
  const [isDismissed, setDismissed] = useState(false);
  // An account due for deletion is asked about that first (DeletionPrompt).
  const deletion = useMyDeletion();
  const data = consents.data;
  if (!data?.needsAcceptance || isDismissed || deletion.isPending || deletion.data?.deletion)
    return null;

  const error =
    accept.error instanceof ApiError && accept.error.status === 409
      ? t.changedAgain
      : accept.isError
        ? t.failed
        : null;
  return (
    <Modal
      open
      onClose={() => setDismissed(true)}
      title={t.title}
      footer={
        <>
          <Button
            variant="ghost"
            disabled={logout.isPending}
            onClick={() =>
              logout.mutate(undefined, {
                onSuccess: () => void navigate(paths.player.login, { replace: true }),
              })
            }
          >
            {t.signOut}
          </Button>
          <Button disabled={accept.isPending} onClick={() => accept.mutate(data.policyVersion)}>
            {accept.isPending ? t.accepting : t.accept}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>{formatMessage(t.body, { version: formatPolicyVersion(data.policyVersion) })}</p>
        <ul className="list-disc space-y-1 pl-5">
          {[
            [paths.termsAndConditions, t.terms],
            [paths.privacyPolicy, t.privacy],
          ].map(([href, label]) => (
            <li key={href}>
              <a href={href} target="_blank" rel="noopener" className={linkClass}>
                {label} <span className="sr-only">{t.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
        <FormAlert message={error} />
      </div>
    </Modal>
  );
}
