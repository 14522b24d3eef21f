import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { registerMessages } from '@/lib/i18n';
import { en } from '@/messages/en/index';

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The app loads the catalogue in parts; components under test get all of it.
registerMessages(en);
