import './styles/index.css';

import { DEFERRED_PRELOADS_ID } from '@app/shared/site';

/**
 * The entry: a few lines, so a page the server rendered is painted before the app's code
 * downloads. Then the app (`boot.tsx`) loads, with the page's scripts the server listed, and
 * attaches to that HTML. A page the server did not render (signed-in screens) loads it at once
 * (the server links its scripts in the HTML).
 */
/** Lets the browser handle input and paint between two pieces of start-up work. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Adding a modulepreload link costs a few milliseconds on a slow phone: a few per task. */
const PRELOADS_PER_TASK = 4;

function readDeferredPreloads(): string[] {
  try {
    const list = document.getElementById(DEFERRED_PRELOADS_ID)?.textContent;
    return list ? (JSON.parse(list) as string[]) : [];
  } catch {
    return [];
  }
}

/** Preloads the scripts the server listed for this page (a head start; imports fetch anyway). */
async function preloadPageScripts(): Promise<void> {
  const files = readDeferredPreloads();
  for (let i = 0; i < files.length; i += PRELOADS_PER_TASK) {
    for (const href of files.slice(i, i + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    await yieldToBrowser();
  }
}

/**
 * Loads the app in steps, each evaluated in its own task (React, the messages, the routes and
 * pages, then the start-up code), so no single long task keeps the page from answering a tap
 * while it starts. (Only our own modules and react-dom/client, whose exports are all used: a
 * dynamic import keeps every export of what it imports.)
 */
async function loadApp(): Promise<void> {
  await preloadPageScripts();
  const steps = [
    () => import('react-dom/client'),
    () => import('./lib/i18n'),
    () => import('./app/router'),
  ];
  for (const step of steps) {
    await step();
    await yieldToBrowser();
  }
  const { start } = await import('./boot');
  await yieldToBrowser();
  await start();
}

const root = document.getElementById('root');
if (root && root.childElementCount > 0) {
  // After the next frame has painted.
  requestAnimationFrame(() => setTimeout(() => void loadApp(), 0));
} else {
  void loadApp();
}
