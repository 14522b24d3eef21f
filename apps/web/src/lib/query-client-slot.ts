import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * The query client for this render when it is not the browser's own: the server gives each
 * render its own. A plain context, so code that never reads data does not load TanStack Query.
 */
export const QueryClientSlot = createContext<QueryClient | null>(null);
