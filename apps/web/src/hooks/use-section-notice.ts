import { useCallback, useState } from 'react';

export interface SectionNotice {
  tone: 'success' | 'error';
  text: string;
}

/** The outcome of the last action, shown in the section's status/alert region. */
export function useSectionNotice() {
  const [notice, setNotice] = useState<SectionNotice | null>(null);
  const showSuccess = useCallback((text: string) => setNotice({ tone: 'success', text }), []);
  const showError = useCallback((text: string) => setNotice({ tone: 'error', text }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, showSuccess, showError, clear };
}
