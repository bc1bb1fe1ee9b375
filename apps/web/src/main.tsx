import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { registerServiceWorker } from './features/offline/index.ts';
import { startI18n } from './i18n/index.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A saved Nepali choice is loaded before the first paint (and before the router fetches a
// page's texts), so no English flashes first.
void startI18n().then(() => {
  const router = createRouter();
  createRoot(container).render(
    <StrictMode>
      <Providers navigate={(to) => void router.navigate(to, { replace: true })}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
});
