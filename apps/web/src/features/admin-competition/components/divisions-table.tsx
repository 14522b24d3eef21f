import { AdminCards } from '@/components/admin/admin-cards';
import { AdminTable } from '@/components/admin/admin-table';
import { RowActions } from '@/components/admin/row-actions';
import { formatMessage } from '@/lib/format-message';
import { useLocale, useMessages } from '@/lib/i18n';
import type { Division } from '@app/shared/competition/setup';
import { SKILL_LEVEL_LABELS_MS, type SkillLevel } from '@app/shared/players/skill-level';

function useDivisionText() {
  const t = useMessages().adminTournaments.competition.divisions;
  const locale = useLocale();
  const level = (value: string | null) =>
    value === null ? '…' : locale === 'ms' ? SKILL_LEVEL_LABELS_MS[value as SkillLevel] : value;
  return {
    name: (d: Division) => d.label[locale],
    band: (d: Division) =>
      d.minDupr !== null || d.maxDupr !== null
        ? formatMessage(t.duprBand, { min: d.minDupr ?? 0, max: d.maxDupr ?? 8 })
        : d.minSkill || d.maxSkill
          ? `${level(d.minSkill)}–${level(d.maxSkill)}`
          : t.anyBand,
    places: (d: Division) =>
      formatMessage(t.placesValue, { taken: d.taken, cap: d.cap, waitlisted: d.waitlisted }),
    fee: (d: Division) => (d.feeSen === 0 ? t.free : `RM ${(d.feeSen / 100).toFixed(2)}`),
  };
}

/** The divisions: a table when wide, cards on a phone. */
export function DivisionsTable({
  divisions,
  onEdit,
  onDelete,
}: {
  divisions: readonly Division[];
  onEdit: (division: Division) => void;
  onDelete: (division: Division) => void;
}) {
  const t = useMessages().adminTournaments.competition.divisions;
  const text = useDivisionText();
  const actions = (d: Division) => (
    <RowActions name={text.name(d)} onEdit={() => onEdit(d)} onDelete={() => onDelete(d)} />
  );
  return (
    <AdminTable
      caption={t.caption}
      items={divisions}
      getKey={(d) => d.id}
      columns={[
        {
          header: t.columns.division,
          isRowHeader: true,
          cell: (d) => (
            <>
              <span className="block font-semibold text-slate-900">{text.name(d)}</span>
              {d.resultsPublished ? (
                <span className="block text-xs text-slate-500">{t.results}</span>
              ) : null}
            </>
          ),
        },
        { header: t.columns.band, cell: text.band },
        { header: t.columns.places, className: 'tabular-nums', cell: text.places },
        { header: t.columns.fee, className: 'tabular-nums', cell: text.fee },
        { header: t.columns.actions, isHeaderHidden: true, align: 'end', cell: actions },
      ]}
      cards={
        <AdminCards
          label={t.cardsLabel}
          items={divisions}
          getKey={(d) => d.id}
          card={(d) => ({
            title: text.name(d),
            fields: [
              { label: t.columns.band, value: text.band(d) },
              { label: t.columns.places, value: text.places(d) },
              { label: t.columns.fee, value: text.fee(d) },
            ],
            actions: actions(d),
          })}
        />
      }
    />
  );
}
