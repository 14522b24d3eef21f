import { useState } from 'react';

import { AdminSection } from '@/components/admin/admin-section';
import { CrudDeleteDialog } from '@/components/admin/crud-delete-dialog';
import { MissingTranslationFilter } from '@/components/admin/missing-translation-filter';
import { useCrudSection } from '@/components/admin/use-crud-section';
import { NewspaperIcon } from '@/components/ui/icons';
import { errorText } from '@/lib/error-text';
import { formatMessage } from '@/lib/format-message';
import { useMessages } from '@/lib/i18n';
import type { News } from '@app/shared/news';
import { isMissingMalay, NEWS_TRANSLATED_FIELDS } from '@app/shared/translations';

import { deleteNews } from '../api/delete-news';
import { adminNewsQueryKey, useAdminNews } from '../api/get-admin-news';

import { FeaturedVideoForm } from './featured-video-form';
import { NewsFormModal } from './news-form-modal';
import { NewsCards, NewsTable } from './news-list';

/** Admin: Update News & Video (spec §2) — news list, create, edit, delete; featured video. */
export function UpdateNewsSection() {
  const { adminContent, common } = useMessages();
  const t = adminContent.news;
  const list = useAdminNews();
  const texts = { network: common.networkError, fallback: adminContent.common.unknownError };
  const crud = useCrudSection<News>({
    listKey: adminNewsQueryKey,
    getId: (news) => news.newsId,
    getName: (news) => news.title,
    remove: deleteNews,
    messages: {
      created: t.created,
      updated: t.updated,
      deleted: t.deleted,
      deleteFailed: (error) => formatMessage(t.deleteFailed, { message: errorText(error, texts) }),
    },
  });
  const [onlyMissing, setOnlyMissing] = useState(false);
  const all = list.data ?? [];
  const items = onlyMissing ? all.filter((n) => isMissingMalay(n, NEWS_TRANSLATED_FIELDS)) : all;
  const rows = { items, onEdit: crud.startEdit, onDelete: crud.askDelete };

  return (
    <div className="@container space-y-8">
      <AdminSection
        titleId="update-news-title"
        title={t.title}
        intro={t.intro}
        add={{ label: t.add, onClick: crud.startCreate }}
        notice={crud.notice}
        onDismissNotice={crud.clearNotice}
        toolbar={
          all.length > 0 ? (
            <MissingTranslationFilter checked={onlyMissing} onChange={setOnlyMissing} />
          ) : null
        }
        query={list}
        isEmpty={items.length === 0}
        loadingText={t.loading}
        loadFailedText={formatMessage(t.loadFailed, { message: errorText(list.error, texts) })}
        emptyText={onlyMissing ? adminContent.common.noneMissing : t.empty}
        emptyIcon={NewspaperIcon}
        className="space-y-5"
      >
        <div className="hidden @3xl:block">
          <NewsTable {...rows} />
        </div>
        <div className="@3xl:hidden">
          <NewsCards {...rows} />
        </div>
      </AdminSection>

      <FeaturedVideoForm />

      {crud.editing ? (
        <NewsFormModal news={crud.editing.item} onClose={crud.closeEditor} onSaved={crud.saved} />
      ) : null}

      <CrudDeleteDialog
        crud={crud}
        title={t.deleteDialog.title}
        confirmLabel={t.deleteDialog.confirm}
        pendingLabel={adminContent.common.deleting}
      >
        {(news) => <p>{formatMessage(t.deleteDialog.body, { name: news.title })}</p>}
      </CrudDeleteDialog>
    </div>
  );
}
