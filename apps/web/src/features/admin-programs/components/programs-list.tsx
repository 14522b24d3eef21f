import { AdminCards } from '@/components/admin/admin-cards';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { TranslationMissingBadge } from '@/components/forms/bilingual-field';
import { formatDay } from '@/lib/calendar-day';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import { formatTimeText } from '@app/shared/clock-time';
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
  const locale = useLocale();
  return {
    date: (p: Program) => formatDay(p.date, common.dateLocale),
    time: (p: Program) => formatTimeText(p.time, locale),
    price: (p: Program) => formatMessage(t.price, { amount: p.price.toFixed(2) }),
    enrolled: (p: Program) =>
      formatMessage(t.enrolledOf, { enrolled: p.enrolled, max: p.maxParticipants }),
  };
}

/** The courses or clinics: a table when the section is wide, cards when it is narrow. */
export function ProgramsList({ kind, programs, onEdit, onDelete }: ProgramsListProps) {
  const { adminContent } = useMessages();
  const t = adminContent.programs;
  const text = useProgramText();
  const caption = t.kinds[kind].caption;
  const actions = (program: Program) => (
    <RowActions
      name={program.title}
      onEdit={() => onEdit(program)}
      onDelete={() => onDelete(program)}
    />
  );
  const badge = (program: Program) =>
    isMissingMalay(program, PROGRAM_TRANSLATED_FIELDS) ? (
      <TranslationMissingBadge className="ml-2 align-middle" />
    ) : null;
  return (
    <AdminTable
      caption={caption}
      minWidth="56rem"
      wideFrom="4xl"
      items={programs}
      getKey={(program) => program._id}
      columns={[
        {
          header: t.columns.title,
          isRowHeader: true,
          className: 'max-w-60 font-semibold text-slate-900',
          cell: (program) => (
            <>
              {program.title}
              {badge(program)}
            </>
          ),
        },
        {
          header: t.columns.dateTime,
          cell: (program) => (
            <>
              <span className="block whitespace-nowrap tabular-nums text-slate-800">
                {text.date(program)}
              </span>
              <span className="block text-xs text-slate-500">{text.time(program)}</span>
            </>
          ),
        },
        { header: t.columns.location, cell: (program) => program.location },
        { header: t.columns.coach, cell: (program) => program.coach },
        {
          header: t.columns.enrolled,
          className: 'whitespace-nowrap tabular-nums',
          cell: text.enrolled,
        },
        {
          header: t.columns.price,
          align: 'end',
          className: 'whitespace-nowrap tabular-nums',
          cell: text.price,
        },
        {
          header: t.columns.status,
          cell: (program) => <ProgramStatusBadge status={program.status} />,
        },
        { header: adminContent.common.actions, isHeaderHidden: true, align: 'end', cell: actions },
      ]}
      cards={
        <AdminCards
          label={caption}
          items={programs}
          getKey={(program) => program._id}
          card={(program) => ({
            title: program.title,
            subtitle: isMissingMalay(program, PROGRAM_TRANSLATED_FIELDS) ? (
              <TranslationMissingBadge className="mt-1" />
            ) : null,
            aside: <ProgramStatusBadge status={program.status} />,
            fields: [
              { label: t.columns.date, value: text.date(program) },
              {
                label: t.columns.time,
                value: text.time(program),
                className: 'break-words text-slate-800',
              },
              {
                label: t.columns.location,
                value: program.location,
                className: 'break-words text-slate-800',
              },
              {
                label: t.columns.coach,
                value: program.coach,
                className: 'break-words text-slate-800',
              },
              {
                label: t.columns.enrolled,
                value: text.enrolled(program),
                className: 'tabular-nums text-slate-800',
              },
              {
                label: t.columns.price,
                value: text.price(program),
                className: 'tabular-nums text-slate-800',
              },
            ],
            actions: actions(program),
          })}
        />
      }
    />
  );
}
