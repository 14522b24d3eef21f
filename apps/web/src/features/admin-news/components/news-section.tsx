import { AdminSection } from '@/components/admin/admin-section';
import { FilterBar } from '@/components/admin/filter-bar';
import { useMissingTranslationFilter } from '@/components/admin/list-filters';
import { useAdminList } from '@/components/admin/use-admin-list';
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
import { NewsList } from './news-list';

/** Admin: Update News & Video (spec §2) — news list, create, edit, delete; featured video. */
export function UpdateNewsSection() {
  const { adminContent, common } = useMessages();
  const t = adminContent.news;
  const news = useAdminNews();
  const texts = { network: common.networkError, fallback: adminContent.common.unknownError };
  const list = useAdminList<News>({
    listKey: adminNewsQueryKey,
    getId: (item) => item.newsId,
    getName: (item) => item.title,
    remove: deleteNews,
    messages: {
      created: t.created,
      updated: t.updated,
      deleted: t.deleted,
      deleteFailed: (error) => formatMessage(t.deleteFailed, { message: errorText(error, texts) }),
    },
  });
  const missing = useMissingTranslationFilter(news.data ?? [], (n) =>
    isMissingMalay(n, NEWS_TRANSLATED_FIELDS),
  );

  return (
    <div className="@container space-y-8">
      <AdminSection
        titleId="update-news-title"
        texts={t}
        list={list}
        editor={(item) => <NewsFormModal news={item} onClose={list.close} onSaved={list.saved} />}
        toolbar={missing.control ? <FilterBar>{missing.control}</FilterBar> : null}
        query={news}
        isEmpty={missing.shown.length === 0}
        loadFailedText={formatMessage(t.loadFailed, { message: errorText(news.error, texts) })}
        emptyText={missing.isOn ? adminContent.common.noneMissing : t.empty}
        emptyIcon={NewspaperIcon}
        className="space-y-5"
      >
        <NewsList items={missing.shown} onEdit={list.open} onDelete={list.askDelete} />
      </AdminSection>

      <FeaturedVideoForm />
    </div>
  );
}
