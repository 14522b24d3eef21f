import { useSearchParams } from 'react-router';

import { findAdminSection, type AdminSection } from '../utils/admin-sections';

/** The section named by `?section=` (deep-linkable), falling back to the first one. */
export function useAdminSection(sections: readonly AdminSection[]): AdminSection | undefined {
  const [searchParams] = useSearchParams();
  return findAdminSection(sections, searchParams.get('section'));
}
