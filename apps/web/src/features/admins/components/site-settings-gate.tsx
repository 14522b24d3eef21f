import type { ReactNode } from 'react';

import { FormAlert } from '@/components/ui/form/form-messages';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useMessages } from '@/lib/i18n';
import type { SiteSettings } from '@app/shared/staff';

import { useSiteSettings } from '../api/site-settings';

/** The site settings once loaded (a spinner, or the failure, until then). */
export function SiteSettingsGate({
  children,
}: {
  children: (settings: SiteSettings) => ReactNode;
}) {
  const { admin, common } = useMessages();
  const settings = useSiteSettings();
  if (settings.isPending) return <Spinner className="size-5 border-2" />;
  if (settings.isError)
    return (
      <FormAlert
        message={errorText(settings.error, {
          fallback: admin.errors.generic,
          network: common.networkError,
        })}
      />
    );
  return children(settings.data);
}
