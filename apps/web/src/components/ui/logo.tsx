import { useMessages } from '@/lib/i18n';

import { cn } from './class-names';

export const LOGO_SRC = '/logo.svg';

export interface LogoProps {
  className?: string;
  /** Pass true when a visible name next to the logo already says what it is. */
  isDecorative?: boolean;
}

/** The association's paddle-and-ball mark. */
export function Logo({ className, isDecorative = false }: LogoProps) {
  const m = useMessages();
  return (
    <img
      src={LOGO_SRC}
      alt={isDecorative ? '' : m.common.logoAlt}
      width={128}
      height={128}
      className={cn('shrink-0', className)}
    />
  );
}
