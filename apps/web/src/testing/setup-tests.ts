import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

import { setApiFetch } from '@/lib/api-client';
import { setMessageLocale } from '@/lib/format-message';
import { registerMessages } from '@/lib/i18n';
import { en } from '@/messages/en/index';

// jsdom does not implement scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// Test files run one after another in a shared worker (vitest.config.ts, `isolate: false`):
// whatever a file changed in the worker's globals is put back before the next one starts.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  setApiFetch(null);
  setMessageLocale('en');
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('lang');
  document.body.innerHTML = '';
});

// The app loads the catalogue in parts; components under test get all of it.
registerMessages(en);
