import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { AdminDashboardRoute } from '@/app/routes/admin/dashboard';
import { AdminLoginRoute } from '@/app/routes/admin/login';

/** Renders the two admin routes (plus a stub home page) in a memory router at `initialEntry`. */
export function renderAdminApp(initialEntry: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Public home page</p> },
      { path: '/admin', element: <AdminLoginRoute /> },
      { path: '/admin/dashboard', element: <AdminDashboardRoute /> },
    ],
    { initialEntries: [initialEntry] },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, user };
}
