import '@mantine/core/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';

const router = createRouter();

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first page in slices and keeps the main thread free
// for input in between (one long task otherwise, ≈ 300 ms on a slow phone).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
