import { buttonClassName } from '@/components/ui/button';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Division } from '@app/shared/competition/setup';

import { divisionCode, resultsTemplate, templateHref } from '../utils/results-template';

/** The results file's documented format (docs/operations.md "Results") and an example to download. */
export function ResultsFormat({ division }: { division: Division }) {
  const t = useMessages().adminResults.format;
  const code = divisionCode(division);
  return (
    <details className="rounded-2xl bg-white p-4 text-sm shadow-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer font-semibold text-slate-900">{t.title}</summary>
      <div className="mt-3 space-y-3 text-slate-700">
        <ul className="list-disc space-y-1 pl-5">
          <li>{formatMessage(t.division, { code })}</li>
          <li>{t.placement}</li>
          <li>{t.memberIds}</li>
          <li>{t.matches}</li>
          <li>{t.limits}</li>
        </ul>
        <pre className="overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs">
          {resultsTemplate(division)}
        </pre>
        <a
          href={templateHref(division)}
          download={`results-${code.replace(':', '-')}.csv`}
          className={buttonClassName({ variant: 'outline', size: 'sm' })}
        >
          {t.download}
        </a>
      </div>
    </details>
  );
}
