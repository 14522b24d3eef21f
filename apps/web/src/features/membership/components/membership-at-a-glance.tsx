import { InLanguage } from '@/components/ui/in-language';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useMessages } from '@/lib/i18n';
import { localizeText } from '@app/shared/translations';

import { useMyMembership } from '../api/get-my-membership';

import { MembershipStatusBadge } from './status-badge';

/**
 * The profile's membership at a glance, from the membership records (the Membership tab's own
 * answer, so the two never disagree): its status and, for a member, the type. Never the player
 * record's `membershipType`, which keeps its old wire meaning ('Standard' by default).
 */
export function MembershipAtAGlance() {
  const { membership } = useMessages();
  const locale = useLocale();
  const query = useMyMembership();
  const summary = query.data;
  if (!summary) {
    return query.isError ? (
      <span className="text-sm font-medium text-slate-600">{membership.portal.loadFailed}</span>
    ) : (
      <Spinner className="size-5 border-2" />
    );
  }
  return (
    <span className="flex flex-col items-start gap-1">
      <MembershipStatusBadge status={summary.status} />
      {summary.status !== 'none' && summary.typeName ? (
        <span className="text-sm font-semibold">
          <InLanguage text={localizeText(summary.typeName, summary.typeNameMs, locale)} />
        </span>
      ) : null}
    </span>
  );
}
