import { useEffect, useMemo, useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { useMissingTranslationFilter } from '@/components/admin/list-filters';
import { RowActions } from '@/components/admin/row-actions';
import { useAdminList } from '@/components/admin/use-admin-list';
import { TranslationMissingBadge } from '@/components/forms/bilingual-field';
import { Button } from '@/components/ui/button';
import { FlagIcon } from '@/components/ui/icons';
import { ButtonSpinner } from '@/components/ui/spinner';
import { formatDay } from '@/lib/calendar-day';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Milestone } from '@app/shared/content';
import { isMissingMalay, MILESTONE_TRANSLATED_FIELDS } from '@app/shared/translations';

import { deleteMilestone } from '../api/delete-milestone';
import { adminMilestonesQueryKey, useMilestones } from '../api/get-milestones';
import { useReorderMilestones } from '../api/reorder-milestones';

import { MilestoneFormModal } from './milestone-form-modal';

type Direction = 'up' | 'down';

const moveButtonId = (id: string, direction: Direction) => `milestone-${id}-${direction}`;

/** `ids` with the item at `index` swapped with its neighbour in `direction`. */
export function moveId(ids: readonly string[], index: number, direction: Direction): string[] {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

const titleOf = (milestone: Milestone) => milestone.title;

/** Admin: Manage Journey (spec §2) — milestones list, create, edit, delete, reorder. */
export function MilestonesSection() {
  const { adminContent, common } = useMessages();
  const t = adminContent.milestones;
  const list = useMilestones();
  const crud = useAdminList<Milestone>({
    listKey: adminMilestonesQueryKey,
    getName: titleOf,
    remove: deleteMilestone,
    messages: t,
  });
  const reorder = useReorderMilestones();
  const [draftIds, setDraftIds] = useState<string[] | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ id: string; direction: Direction } | null>(
    null,
  );
  const [announcement, setAnnouncement] = useState('');

  const serverIds = useMemo(() => (list.data ?? []).map((m) => m._id), [list.data]);
  const byId = useMemo(() => new Map((list.data ?? []).map((m) => [m._id, m])), [list.data]);
  // A draft only applies while it still names exactly the listed milestones.
  const draftValid =
    draftIds !== null &&
    draftIds.length === serverIds.length &&
    draftIds.every((id) => byId.has(id));
  const orderedIds = draftValid ? draftIds : serverIds;
  const milestones = orderedIds.map((id) => byId.get(id)!).filter(Boolean);
  const isDirty = draftValid && draftIds.some((id, index) => id !== serverIds[index]);
  // Only the milestones missing their Malay (the order is kept; moving waits for the full list).
  const missing = useMissingTranslationFilter(milestones, (milestone) =>
    isMissingMalay(milestone, MILESTONE_TRANSLATED_FIELDS),
  );
  const onlyMissing = missing.isOn;

  useEffect(() => {
    if (!focusRequest) return;
    const { id, direction } = focusRequest;
    const other: Direction = direction === 'up' ? 'down' : 'up';
    const button =
      document.getElementById(moveButtonId(id, direction)) ??
      document.getElementById(moveButtonId(id, other));
    const target =
      button instanceof HTMLButtonElement && button.disabled
        ? document.getElementById(moveButtonId(id, other))
        : button;
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest]);

  const move = (index: number, direction: Direction) => {
    const next = moveId(orderedIds, index, direction);
    const id = orderedIds[index]!;
    setDraftIds(next);
    setFocusRequest({ id, direction });
    setAnnouncement(
      formatMessage(t.moved, {
        name: byId.get(id)?.title ?? '',
        position: next.indexOf(id) + 1,
        total: next.length,
      }),
    );
  };

  const saveOrder = () => {
    crud.clearNotice();
    reorder.mutate(orderedIds, {
      onSuccess: () => {
        setDraftIds(null);
        crud.showSuccess(t.orderSaved);
      },
      onError: (error) =>
        crud.showError(errorText(error, { network: common.networkError, fallback: t.orderFailed })),
    });
  };

  return (
    <AdminSection
      titleId="manage-journey-title"
      texts={t}
      list={crud}
      editor={(milestone) => (
        <MilestoneFormModal milestone={milestone} onClose={crud.close} onSaved={crud.saved} />
      )}
      toolbar={missing.control ? <FilterBar>{missing.control}</FilterBar> : null}
      query={list}
      isEmpty={milestones.length === 0}
      emptyIcon={FlagIcon}
      dialogs={
        <p aria-live="polite" className="sr-only">
          {announcement}
        </p>
      }
    >
      {isDirty ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-medium">{t.orderChanged}</p>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setDraftIds(null)}
              disabled={reorder.isPending}
            >
              {t.resetOrder}
            </Button>
            <Button size="sm" onClick={saveOrder} disabled={reorder.isPending}>
              {reorder.isPending ? <ButtonSpinner /> : null}
              {reorder.isPending ? t.savingOrder : t.saveOrder}
            </Button>
          </div>
        </div>
      ) : null}
      <ol aria-label={t.listLabel} className="space-y-3">
        {milestones.map((milestone, index) => (
          <li
            key={milestone._id}
            hidden={onlyMissing && !missing.isMissing(milestone)}
            className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 @2xl:flex-row @2xl:items-center"
          >
            <div className="flex min-w-0 flex-1 items-start gap-4">
              <span className="w-6 shrink-0 pt-1 text-right text-sm font-semibold tabular-nums text-slate-500">
                {formatMessage(t.position, { position: index + 1 })}
              </span>
              {milestone.image ? (
                <img
                  src={milestone.image}
                  alt=""
                  className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-slate-200"
                />
              ) : (
                <div className="flex size-16 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-center text-[0.65rem] text-slate-600">
                  {t.noImage}
                </div>
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
                  {formatDay(milestone.date, common.dateLocale)}
                </p>
                <h3 className="font-semibold text-slate-900">{milestone.title}</h3>
                {isMissingMalay(milestone, MILESTONE_TRANSLATED_FIELDS) ? (
                  <TranslationMissingBadge className="mt-1" />
                ) : null}
                <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">
                  {milestone.description}
                </p>
              </div>
            </div>
            <RowActions
              name={milestone.title}
              onEdit={() => crud.open(milestone)}
              onDelete={() => crud.askDelete(milestone)}
            >
              <Button
                id={moveButtonId(milestone._id, 'up')}
                variant="outline"
                size="sm"
                disabled={index === 0 || reorder.isPending || onlyMissing}
                onClick={() => move(index, 'up')}
                aria-label={formatMessage(t.moveUpLabel, { name: milestone.title })}
              >
                <span aria-hidden="true">↑</span> {t.moveUp}
              </Button>
              <Button
                id={moveButtonId(milestone._id, 'down')}
                variant="outline"
                size="sm"
                disabled={index === milestones.length - 1 || reorder.isPending || onlyMissing}
                onClick={() => move(index, 'down')}
                aria-label={formatMessage(t.moveDownLabel, { name: milestone.title })}
              >
                <span aria-hidden="true">↓</span> {t.moveDown}
              </Button>
            </RowActions>
          </li>
        ))}
      </ol>
    </AdminSection>
  );
}
