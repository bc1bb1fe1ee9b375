import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { loadPageNamespaces } from '@/i18n/index.ts';

/** Any other page: says where the router went. */
export function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

/** Renders a sign-in page at `path` (its route `pattern`), with its catalog and a query client. */
export async function renderPage(page: ReactElement, path: string, pattern = path.split('?')[0]) {
  await loadPageNamespaces('account');
  const router = createMemoryRouter(
    [
      { path: pattern, element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
