import { useSearchParams } from 'react-router';

import { findAdminSection, type AdminSection } from '../components/admin-sections';

/** The section named by `?section=` (deep-linkable), falling back to the first one. */
export function useAdminSection(): AdminSection {
  const [searchParams] = useSearchParams();
  return findAdminSection(searchParams.get('section'));
}
