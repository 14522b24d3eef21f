import { useState } from 'react';

import { Button, ButtonLink } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { loadMessages, useMessages } from '@/lib/i18n';

import { PolicySummary } from './policy-summary';

type Policy = 'privacy' | 'terms' | 'cookies';

const POLICIES: Policy[] = ['privacy', 'terms', 'cookies'];

/** The footer's three policy buttons, each opening a summary modal. */
export function PolicyLinks() {
  const m = useMessages();
  const [openPolicy, setOpenPolicy] = useState<Policy | null>(null);
  const close = () => setOpenPolicy(null);
  // The summaries are in the legal namespace, fetched on the first click.
  const open = async (policy: Policy) => {
    await loadMessages('legal');
    setOpenPolicy(policy);
  };

  const labels: Record<Policy, string> = {
    privacy: m.footer.policies.privacy,
    terms: m.footer.policies.terms,
    cookies: m.footer.policies.cookies,
  };

  const fullPages: Partial<Record<Policy, string>> = {
    privacy: paths.privacyPolicy,
    terms: paths.termsAndConditions,
  };

  const content = openPolicy ? m.legal.modals[openPolicy] : null;
  const fullPagePath = openPolicy ? fullPages[openPolicy] : undefined;
  const fullPageLabel =
    openPolicy === 'privacy' || openPolicy === 'terms' ? m.legal.modals[openPolicy].fullLink : '';

  return (
    <>
      <ul className="flex flex-wrap gap-x-5 gap-y-2">
        {POLICIES.map((policy) => (
          <li key={policy}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => void open(policy)}
              className="py-1 text-brand-100 underline-offset-4 hover:text-white hover:underline"
            >
              {labels[policy]}
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={content !== null}
        onClose={close}
        title={content?.title}
        size="lg"
        footer={
          <>
            {fullPagePath ? (
              <ButtonLink to={fullPagePath} variant="outline" onClick={close}>
                {fullPageLabel}
              </ButtonLink>
            ) : null}
            <Button onClick={close}>{m.common.close}</Button>
          </>
        }
      >
        {content ? <PolicySummary intro={content.intro} points={content.points} /> : null}
      </Modal>
    </>
  );
}
