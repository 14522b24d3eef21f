import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormError } from '@/components/ui/form/form-messages';
import { NewspaperIcon, PlusIcon } from '@/components/ui/icons';
import { SectionNotice } from '@/components/ui/section-notice';
import { Spinner } from '@/components/ui/spinner';
import { useSectionNotice } from '@/hooks/use-section-notice';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { News } from '@app/shared/news';

import { useAdminNews, useDeleteNews } from './api';
import { FeaturedVideoForm } from './featured-video-form';
import { NewsFormModal } from './news-form-modal';
import { NewsCards, NewsTable } from './news-list';

type Editing = { news: News | null } | null;

/** Admin: Update News & Video (spec §2) — news list, create, edit, delete; featured video. */
export function UpdateNewsSection() {
  const { adminContent, common } = useMessages();
  const t = adminContent.news;
  const list = useAdminNews();
  const notice = useSectionNotice();
  const deletion = useDeleteNews();
  const [editing, setEditing] = useState<Editing>(null);
  const [pendingDelete, setPendingDelete] = useState<News | null>(null);
  const items = list.data ?? [];
  const texts = { network: common.networkError, fallback: adminContent.common.unknownError };

  const confirmDelete = () => {
    if (!pendingDelete) return;
    const news = pendingDelete;
    deletion.mutate(news.newsId, {
      onSuccess: () => notice.showSuccess(formatMessage(t.deleted, { name: news.title })),
      onError: (error) =>
        notice.showError(formatMessage(t.deleteFailed, { message: errorText(error, texts) })),
      onSettled: () => setPendingDelete(null),
    });
  };

  return (
    <div className="@container space-y-8">
      <section aria-labelledby="update-news-title" className="space-y-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 max-w-xl">
            <h2 id="update-news-title" className="text-lg font-semibold text-slate-900">
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t.intro}</p>
          </div>
          <Button size="sm" onClick={() => setEditing({ news: null })}>
            <PlusIcon className="size-4" />
            {t.add}
          </Button>
        </div>

        <SectionNotice notice={notice.notice} onDismiss={notice.clear} />

        {list.isPending ? (
          <div
            role="status"
            className="flex items-center justify-center gap-3 py-14 text-slate-600"
          >
            <Spinner className="size-6 border-2" />
            {t.loading}
          </div>
        ) : list.isError && !list.data ? (
          <div className="space-y-3 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <FormError
              message={formatMessage(t.loadFailed, { message: errorText(list.error, texts) })}
            />
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              {common.retry}
            </Button>
          </div>
        ) : items.length === 0 ? (
          <div
            role="status"
            className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center"
          >
            <NewspaperIcon className="mb-3 size-8 text-slate-400" />
            <p className="font-semibold text-slate-700">{t.empty}</p>
          </div>
        ) : (
          <>
            <div className="hidden @3xl:block">
              <NewsTable
                items={items}
                onEdit={(news) => setEditing({ news })}
                onDelete={setPendingDelete}
              />
            </div>
            <div className="@3xl:hidden">
              <NewsCards
                items={items}
                onEdit={(news) => setEditing({ news })}
                onDelete={setPendingDelete}
              />
            </div>
          </>
        )}
      </section>

      <FeaturedVideoForm />

      {editing ? (
        <NewsFormModal
          news={editing.news}
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
        pendingLabel={adminContent.common.deleting}
        isPending={deletion.isPending}
        error={null}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        <p>{formatMessage(t.deleteDialog.body, { name: pendingDelete?.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
