import { Spinner } from '@/components/ui/spinner';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';

import { usePlayerRanking } from '../api/rankings';

import { ResultsList } from './results-list';

/** "Why this many points": the player's results in the category, the counted ones marked. */
export function RankingWhy({
  memberId,
  name,
  category,
}: {
  memberId: string;
  name: string;
  category: string;
}) {
  const t = useMessages().competition.rankings;
  const query = usePlayerRanking(memberId, category, true);
  if (query.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-4 border-2" />
        {t.loading}
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {t.error}
      </p>
    );
  return (
    <section aria-label={formatMessage(t.whyFor, { name })}>
      <ResultsList results={query.data.results} showCounted />
    </section>
  );
}
