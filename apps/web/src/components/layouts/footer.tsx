import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { externalLinks, paths } from '@/config/paths';
import { useMessages } from '@/lib/i18n';

import { LanguageSwitcher } from './language-switcher';
import { SocialIcon, type SocialNetwork } from './social-icon';

const SOCIAL_NETWORKS: SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'tiktok'];

export interface FooterProps {
  /** The policy buttons and their modals (supplied by the legal feature). */
  policyLinks?: ReactNode;
}

/** Site footer: association blurb, page links, coach/venue/referee links, contacts, social, policies. */
export function Footer({ policyLinks }: FooterProps) {
  const m = useMessages();
  const f = m.footer;
  const c = m.common.contacts;

  const exploreLinks = [
    { to: paths.about, label: f.links.about },
    { to: paths.organisation, label: f.links.organisation },
    { to: paths.affiliate, label: f.links.affiliate },
    { to: paths.news, label: f.links.news },
    { to: paths.milestones, label: f.links.milestones },
    { to: paths.training, label: f.links.training },
    { to: paths.rankings, label: f.links.rankings },
  ];
  const communityLinks = [
    { to: paths.coaches, label: f.links.coaches },
    { to: paths.venue, label: f.links.venue },
    { to: paths.referee, label: f.links.referee },
    { to: paths.clubs, label: f.links.clubs },
    { to: paths.tournamentGuidelines, label: f.links.tournamentGuidelines },
    { to: paths.venueGuidelines, label: f.links.venueGuidelines },
  ];

  return (
    <footer className="bg-brand-950 text-brand-100">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-12 lg:px-8">
        <div className="col-span-2 lg:col-span-4">
          <div className="flex items-center gap-3">
            <Logo isDecorative className="size-12" />
            <p className="text-lg font-extrabold leading-tight text-white">
              {m.common.associationName}
            </p>
          </div>
          <p className="mt-4 text-sm leading-relaxed">{f.tagline}</p>
          <h2 className="mt-6 text-sm font-bold uppercase tracking-wider text-white">
            {f.socialTitle}
          </h2>
          <ul className="mt-3 flex gap-2">
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <a
                  href={externalLinks[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={f.socialLinkLabel(f.social[network])}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent-400 hover:text-brand-950"
                >
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <FooterLinks title={f.exploreTitle} links={exploreLinks} className="lg:col-span-2" />
        <FooterLinks title={f.communityTitle} links={communityLinks} className="lg:col-span-3" />

        <div className="col-span-2 lg:col-span-3">
          <h2 className="text-sm font-bold uppercase tracking-wider text-white">
            {f.contactTitle}
          </h2>
          <address className="mt-4 space-y-2 text-sm not-italic">
            <p>{c.address}</p>
            <p>
              <span className="sr-only">{c.emailLabel}: </span>
              <a
                href={`mailto:${c.email}`}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {c.email}
              </a>
            </p>
            <p>
              <span className="sr-only">{c.phoneLabel}: </span>
              <a
                href={`tel:${c.phone.replace(/[^+\d]/g, '')}`}
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {c.phone}
              </a>
            </p>
          </address>
          <p className="mt-3 text-sm">
            <Link
              to={paths.contact}
              className="font-semibold text-white underline underline-offset-4 hover:text-accent-300"
            >
              {f.contactForm}
            </Link>
          </p>
          <h2 className="mt-6 text-sm font-bold uppercase tracking-wider text-white">
            {f.technicalTitle}
          </h2>
          <p className="mt-3 text-sm">{f.technicalBody}</p>
          <p className="mt-2 text-sm">
            <a
              href={`mailto:${c.technicalEmail}`}
              className="underline-offset-4 hover:text-white hover:underline"
            >
              {c.technicalEmail}
            </a>
          </p>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>{f.copyright(new Date().getFullYear())}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            {policyLinks ? <div>{policyLinks}</div> : null}
            <LanguageSwitcher />
          </div>
        </div>
      </div>
    </footer>
  );
}

interface FooterLinksProps {
  title: string;
  links: Array<{ to: string; label: string }>;
  className?: string;
}

function FooterLinks({ title, links, className }: FooterLinksProps) {
  return (
    <div className={className}>
      <h2 className="text-sm font-bold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block py-1.5 underline-offset-4 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
