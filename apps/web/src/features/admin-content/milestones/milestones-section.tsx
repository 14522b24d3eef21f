import { useEffect, useMemo, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form/form-messages';
import { FlagIcon, PlusIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { Milestone } from '@app/shared/content';

import { formatDay } from '../shared/format';

import { useDeleteMilestone, useMilestones, useReorderMilestones } from './api';
import { MilestoneFormModal } from './milestone-form-modal';

type Editing = { milestone: Milestone | null } | null;
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

/** Admin: Manage Journey (spec §2) — milestones list, create, edit, delete, reorder. */
export function MilestonesSection() {
  const { adminContent, common } = useMessages();
  const t = adminContent.milestones;
  const c = adminContent.common;
  const list = useMilestones();
  const notice = useSectionNotice();
  const deletion = useDeleteMilestone();
  const reorder = useReorderMilestones();
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<Milestone | null>(null);
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
    notice.clear();
    reorder.mutate(orderedIds, {
      onSuccess: () => {
        setDraftIds(null);
        notice.showSuccess(t.orderSaved);
      },
      onError: (error) =>
        notice.showError(
          errorText(error, { network: common.networkError, fallback: t.orderFailed }),
        ),
    });
  };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const milestone = pendingDelete;
    deletion.mutate(milestone._id, {
      onSuccess: () => notice.showSuccess(formatMessage(t.deleted, { name: milestone.title })),
      onError: (error) =>
        notice.showError(
          errorText(error, { network: common.networkError, fallback: t.deleteFailed }),
        ),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <section aria-labelledby="manage-journey-title" className="@container space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-xl">
          <h2 id="manage-journey-title" className="text-lg font-semibold text-slate-900">
            {t.title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
        </div>
        <Button size="sm" onClick={() => setEditing({ milestone: null })}>
          <PlusIcon className="size-4" />
          {t.add}
        </Button>
      </div>

      <SectionNotice notice={notice.notice} onDismiss={notice.clear} />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {list.isPending ? (
        <div role="status" className="flex items-center justify-center gap-3 py-14 text-slate-600">
          <Spinner className="size-6 border-2" />
          {t.loading}
        </div>
      ) : list.isError && !list.data ? (
        <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <FormError message={t.loadFailed} />
          <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
            {common.retry}
          </Button>
        </div>
      ) : milestones.length === 0 ? (
        <div
          role="status"
          className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
        >
          <FlagIcon className="mb-3 size-8 text-slate-400" />
          <p className="font-semibold text-slate-700">{t.empty}</p>
        </div>
      ) : (
        <>
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
                    <p className="mt-0.5 line-clamp-2 text-sm text-slate-600">
                      {milestone.description}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap justify-end gap-1">
                  <Button
                    id={moveButtonId(milestone._id, 'up')}
                    variant="outline"
                    size="sm"
                    disabled={index === 0 || reorder.isPending}
                    onClick={() => move(index, 'up')}
                    aria-label={formatMessage(t.moveUpLabel, { name: milestone.title })}
                  >
                    <span aria-hidden="true">↑</span> {t.moveUp}
                  </Button>
                  <Button
                    id={moveButtonId(milestone._id, 'down')}
                    variant="outline"
                    size="sm"
                    disabled={index === milestones.length - 1 || reorder.isPending}
                    onClick={() => move(index, 'down')}
                    aria-label={formatMessage(t.moveDownLabel, { name: milestone.title })}
                  >
                    <span aria-hidden="true">↓</span> {t.moveDown}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setEditing({ milestone })}
                    aria-label={formatMessage(c.editLabel, { name: milestone.title })}
                  >
                    {c.edit}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-700 hover:bg-red-50"
                    onClick={() => setPendingDelete(milestone)}
                    aria-label={formatMessage(c.deleteLabel, { name: milestone.title })}
                  >
                    {c.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        </>
      )}

      {editing ? (
        <MilestoneFormModal
          milestone={editing.milestone}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            notice.showSuccess(
              formatMessage(created ? t.created : t.updated, { name: saved.title }),
            );
          }}
        />
      ) : null}

      <ConfirmDialog
        open={pendingDelete !== null}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        pendingLabel={c.deleting}
        isPending={deletion.isPending}
        error={null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>{formatMessage(t.deleteDialog.body, { name: pendingDelete?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
