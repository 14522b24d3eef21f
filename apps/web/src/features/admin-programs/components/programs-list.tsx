import { RowActions } from '@/components/admin/row-actions';
import { TranslationMissingBadge } from '@/components/forms/bilingual-field';
import { formatDay } from '@/lib/calendar-day';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Program, ProgramKind, ProgramStatus } from '@app/shared/content';
import { isMissingMalay, PROGRAM_TRANSLATED_FIELDS } from '@app/shared/translations';

export interface ProgramsListProps {
  kind: ProgramKind;
  programs: readonly Program[];
  onEdit: (program: Program) => void;
  onDelete: (program: Program) => void;
}

const TONES: Record<ProgramStatus, string> = {
  active: 'bg-brand-50 text-brand-800 ring-brand-200',
  inactive: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
};

function ProgramStatusBadge({ status }: { status: ProgramStatus }) {
  const { adminContent } = useMessages();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status] ?? TONES.inactive}`}
    >
      {adminContent.programs.statuses[status] ?? status}
    </span>
  );
}

function useProgramText() {
  const { adminContent, common } = useMessages();
  const t = adminContent.programs;
  return {
    date: (p: Program) => formatDay(p.date, common.dateLocale),
    price: (p: Program) => formatMessage(t.price, { amount: p.price.toFixed(2) }),
    enrolled: (p: Program) =>
      formatMessage(t.enrolledOf, { enrolled: p.enrolled, max: p.maxParticipants }),
  };
}

/** Wide sections: one row per course or clinic. */
export function ProgramsTable({ kind, programs, onEdit, onDelete }: ProgramsListProps) {
  const { adminContent } = useMessages();
  const t = adminContent.programs;
  const text = useProgramText();
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="sr-only">{t.kinds[kind].caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3">
              {t.columns.title}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.dateTime}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.location}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.coach}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.enrolled}
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              {t.columns.price}
            </th>
            <th scope="col" className="px-3 py-3">
              {t.columns.status}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">{adminContent.common.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {programs.map((program) => (
            <tr key={program._id} className="hover:bg-slate-50">
              <th scope="row" className="max-w-60 px-4 py-3 font-semibold text-slate-900">
                {program.title}
                {isMissingMalay(program, PROGRAM_TRANSLATED_FIELDS) ? (
                  <TranslationMissingBadge className="ml-2 align-middle" />
                ) : null}
              </th>
              <td className="px-3 py-3">
                <span className="block whitespace-nowrap tabular-nums text-slate-800">
                  {text.date(program)}
                </span>
                <span className="block text-xs text-slate-500">{program.time}</span>
              </td>
              <td className="px-3 py-3">{program.location}</td>
              <td className="px-3 py-3">{program.coach}</td>
              <td className="whitespace-nowrap px-3 py-3 tabular-nums">{text.enrolled(program)}</td>
              <td className="whitespace-nowrap px-3 py-3 text-right tabular-nums">
                {text.price(program)}
              </td>
              <td className="px-3 py-3">
                <ProgramStatusBadge status={program.status} />
              </td>
              <td className="px-2 py-3">
                <RowActions
                  name={program.title}
                  onEdit={() => onEdit(program)}
                  onDelete={() => onDelete(program)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow sections: one card per course or clinic. */
export function ProgramCards({ kind, programs, onEdit, onDelete }: ProgramsListProps) {
  const { adminContent } = useMessages();
  const t = adminContent.programs;
  const text = useProgramText();
  return (
    <ul aria-label={t.kinds[kind].caption} className="grid grid-cols-1 gap-3 @xl:grid-cols-2">
      {programs.map((program) => (
        <li
          key={program._id}
          className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
        >
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{program.title}</p>
              {isMissingMalay(program, PROGRAM_TRANSLATED_FIELDS) ? (
                <TranslationMissingBadge className="mt-1" />
              ) : null}
            </div>
            <ProgramStatusBadge status={program.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <div>
              <dt className="text-xs text-slate-500">{t.columns.date}</dt>
              <dd className="mt-0.5 text-slate-800">{text.date(program)}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">{t.columns.time}</dt>
              <dd className="mt-0.5 break-words text-slate-800">{program.time}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">{t.columns.location}</dt>
              <dd className="mt-0.5 break-words text-slate-800">{program.location}</dd>
            </div>
            <div className="min-w-0">
              <dt className="text-xs text-slate-500">{t.columns.coach}</dt>
              <dd className="mt-0.5 break-words text-slate-800">{program.coach}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t.columns.enrolled}</dt>
              <dd className="mt-0.5 tabular-nums text-slate-800">{text.enrolled(program)}</dd>
            </div>
            <div>
              <dt className="text-xs text-slate-500">{t.columns.price}</dt>
              <dd className="mt-0.5 tabular-nums text-slate-800">{text.price(program)}</dd>
            </div>
          </dl>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <RowActions
              name={program.title}
              onEdit={() => onEdit(program)}
              onDelete={() => onDelete(program)}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
