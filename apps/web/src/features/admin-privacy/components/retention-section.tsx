import { AdminSection } from '@/components/admin/admin-section';
import { useAdminList } from '@/components/admin/use-admin-list';
import { ClockIcon } from '@/components/ui/icons';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import { RETENTION_RUN_EVERY_HOURS } from '@app/shared/privacy';

import { useRetentionRules } from '../api/retention';

import { RetentionRuleCard } from './retention-rule-card';

/**
 * Data retention (issue 16), for super admins: each rule shows what it would delete before it
 * deletes anything, and deletes only what was shown.
 */
export function RetentionSection() {
  const { privacy } = useMessages();
  const t = privacy.retention;
  const query = useRetentionRules();
  const list = useAdminList();
  const rules = query.data ?? [];
  return (
    <AdminSection
      titleId="retention-title"
      title={t.title}
      intro={formatMessage(t.intro, { hours: RETENTION_RUN_EVERY_HOURS })}
      list={list}
      query={query}
      isEmpty={rules.length === 0}
      loadingText={t.loading}
      loadFailedText={t.loadFailed}
      emptyText={t.empty}
      emptyIcon={ClockIcon}
    >
      <div className="space-y-4">
        {rules.map((rule) => (
          <RetentionRuleCard
            key={`${rule.key}-${rule.days}`}
            rule={rule}
            onNotice={(text, ok) => (ok ? list.showSuccess(text) : list.showError(text))}
          />
        ))}
        <p className="max-w-3xl text-sm text-slate-600">{t.auditNote}</p>
      </div>
    </AdminSection>
  );
}
