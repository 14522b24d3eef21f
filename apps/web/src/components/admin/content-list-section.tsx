import type { ComponentType, ReactNode } from 'react';

import { AdminSection, type SectionQuery } from '@/components/admin/admin-section';
import type { CrudSection } from '@/components/admin/use-crud-section';

import { ContentDeleteDialog, type ContentCrudTexts } from './content-crud';

/** What a content list section says besides its outcome notices. */
export interface ContentListTexts extends ContentCrudTexts {
  title: string;
  intro: ReactNode;
  add: string;
  loading: string;
  loadFailed: string;
  empty: string;
}

export interface ContentListSectionProps<TItem> {
  titleId: string;
  texts: ContentListTexts;
  crud: CrudSection<TItem>;
  query: SectionQuery;
  isEmpty: boolean;
  emptyIcon: ComponentType<{ className?: string }>;
  getName: (item: TItem) => string;
  /** The add/edit form for an item (null: a new one); closes with `crud.closeEditor`. */
  editor: (item: TItem | null) => ReactNode;
  toolbar?: ReactNode;
  /** More after the list (e.g. a live region), before the form and the confirmation. */
  extra?: ReactNode;
  children: ReactNode;
}

/**
 * A content editor's list (journey, organisation, affiliates): the admin section frame with
 * its Add button and outcome notice, the item's form while one is being edited, and the
 * confirmation before one is removed.
 */
export function ContentListSection<TItem>({
  titleId,
  texts,
  crud,
  query,
  isEmpty,
  emptyIcon,
  getName,
  editor,
  toolbar,
  extra,
  children,
}: ContentListSectionProps<TItem>) {
  return (
    <AdminSection
      titleId={titleId}
      title={texts.title}
      intro={texts.intro}
      add={{ label: texts.add, onClick: crud.startCreate }}
      notice={crud.notice}
      onDismissNotice={crud.clearNotice}
      toolbar={toolbar}
      query={query}
      isEmpty={isEmpty}
      loadingText={texts.loading}
      loadFailedText={texts.loadFailed}
      emptyText={texts.empty}
      emptyIcon={emptyIcon}
      dialogs={
        <>
          {extra}
          {crud.editing ? editor(crud.editing.item) : null}
          <ContentDeleteDialog crud={crud} texts={texts} getName={getName} />
        </>
      }
    >
      {children}
    </AdminSection>
  );
}
