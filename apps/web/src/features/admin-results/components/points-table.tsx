import { ScrollRegion } from '@/components/ui/scroll-region';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { RankingRules } from '@app/shared/competition/rankings';

/**
 * A season's points table: a row per placement, a column per sanctioning tier. On a phone it
 * scrolls sideways inside its own region.
 */
export function PointsTable({ rules }: { rules: RankingRules }) {
  const t = useMessages().adminResults.rules;
  const locale = useLocale();
  const placements = [
    ...new Set(rules.tiers.flatMap((tier) => tier.points.map((p) => p.placement))),
  ].sort((a, b) => a - b);
  const caption = formatMessage(t.tableCaption, {
    season: locale === 'ms' ? rules.nameMs : rules.name,
  });
  return (
    <ScrollRegion label={caption} className="rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t.placement}
            </th>
            {rules.tiers.map((tier) => (
              <th key={tier.code} scope="col" className="px-3 py-2 text-right">
                {locale === 'ms' ? tier.nameMs : tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {placements.map((placement) => (
            <tr key={placement}>
              <th scope="row" className="px-3 py-2 font-semibold">
                {placement}
              </th>
              {rules.tiers.map((tier) => (
                <td key={tier.code} className="px-3 py-2 text-right tabular-nums">
                  {tier.points.find((p) => p.placement === placement)?.points ?? t.none}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
