import type { ReactNode } from 'react';

import { cn } from '@/components/ui/class-names';
import { useMessages } from '@/lib/i18n';

export interface ContactCardProps {
  title: string;
  email: string;
  phone?: string;
  address?: string;
  children?: ReactNode;
  className?: string;
}

/** One contact block on a legal page. */
export function ContactCard({
  title,
  email,
  phone,
  address,
  children,
  className,
}: ContactCardProps) {
  const m = useMessages();
  const c = m.common.contacts;
  return (
    <div className={cn('rounded-xl border border-brand-100 bg-brand-50 p-5', className)}>
      <h3 className="font-bold text-brand-900">{title}</h3>
      {children}
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="font-semibold">{c.emailLabel}:</dt>
          <dd>
            <a
              href={`mailto:${email}`}
              className="text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {email}
            </a>
          </dd>
        </div>
        {phone ? (
          <div className="flex gap-2">
            <dt className="font-semibold">{c.phoneLabel}:</dt>
            <dd>{phone}</dd>
          </div>
        ) : null}
        {address ? (
          <div className="flex gap-2">
            <dt className="font-semibold">{c.addressLabel}:</dt>
            <dd>{address}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}
