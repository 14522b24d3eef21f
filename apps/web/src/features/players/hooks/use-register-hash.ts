import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

export const REGISTER_HASH = '#register';

/**
 * Visiting the home page with `#register` (REGISTER_HREF) opens the registration modal, and the
 * hash is cleared so a reload or Back does not reopen it.
 */
export function useRegisterHash(onOpen: () => void): void {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (location.hash !== REGISTER_HASH) return;
    onOpen();
    void navigate(
      { pathname: location.pathname, search: location.search, hash: '' },
      { replace: true, preventScrollReset: true },
    );
    // Reacts to the hash (and each new visit to it) only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.hash, location.key]);
}
