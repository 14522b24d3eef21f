import type { ComponentType } from 'react';

import { DirectoryEntryPage, DirectoryPage } from '@/features/directory';
import type { DirectoryKind } from '@app/shared/directory';

function pagesFor(kind: DirectoryKind): { List: ComponentType; Entry: ComponentType } {
  return {
    List: () => <DirectoryPage kind={kind} />,
    Entry: () => <DirectoryEntryPage kind={kind} />,
  };
}

/** The finders of venues, coaches, clubs and referees, and each entry's own page. */
export const DIRECTORY_PAGES: Record<DirectoryKind, { List: ComponentType; Entry: ComponentType }> =
  {
    venue: pagesFor('venue'),
    coach: pagesFor('coach'),
    club: pagesFor('club'),
    referee: pagesFor('referee'),
  };
