import { Suspense, useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { CheckCircleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { loadMessages, useMessages } from '@/lib/i18n';
import { lazyWithQueries } from '@/lib/with-queries';

import { useRegisterHash } from '../hooks/use-register-hash';

/** The form, its validation and the player texts load only when the modal is first opened. */
const RegistrationFlow = lazyWithQueries(async () => {
  const [module] = await Promise.all([import('./registration-flow'), loadMessages('players')]);
  return module.RegistrationFlow;
});

/**
 * Home page "registration" section: a call to action that opens the registration modal (also
 * opened by /#register), and the success message once a player has registered.
 */
export function RegistrationSection() {
  const t = useMessages().home.registration;
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  const open = () => {
    setHasOpened(true);
    setIsOpen(true);
  };
  useRegisterHash(open);

  return (
    <section
      id="register"
      aria-labelledby="home-register-title"
      className="mx-auto max-w-6xl scroll-mt-24 px-4 py-8 sm:px-6 lg:px-8"
    >
      <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm md:grid-cols-[1fr_auto]">
        <div className="p-8 sm:p-10">
          <p className="text-sm font-bold uppercase tracking-widest text-brand-700">
            {t.sectionEyebrow}
          </p>
          <h2
            id="home-register-title"
            className="mt-2 text-2xl font-extrabold text-brand-900 sm:text-3xl"
          >
            {t.sectionTitle}
          </h2>
          <p className="mt-3 max-w-2xl leading-relaxed text-slate-700">{t.sectionBody}</p>
          <ul className="mt-5 space-y-2.5">
            {t.sectionPoints.map((point) => (
              <li key={point} className="flex gap-2.5 text-sm text-slate-700">
                <CheckCircleIcon className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-center gap-4 bg-gradient-to-br from-brand-800 to-brand-600 p-8 text-white sm:p-10 md:w-80">
          <Button variant="accent" size="lg" onClick={open} aria-haspopup="dialog">
            {t.openButton}
          </Button>
          <p className="text-center text-sm text-brand-50">
            {t.alreadyRegistered}{' '}
            <Link
              to={paths.player.login}
              className="font-semibold text-white underline hover:text-accent-200"
            >
              {t.signIn}
            </Link>
          </p>
        </div>
      </div>

      {hasOpened ? (
        <Suspense fallback={null}>
          <RegistrationFlow open={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
