import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../domain/i18n/i18n.ts';
import { DevBanner } from './DevBanner.tsx';

function renderBanner() {
  const client = new QueryClient();
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <MantineProvider>
        <QueryClientProvider client={client}>
          <DevBanner />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// The backend is the edge of this component's world: its answers are played by fetch.
describe('DevBanner', () => {
  it('says the preview backend is running while /api/health answers', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"status":"ok"}', { status: 200 })));
    renderBanner();
    expect(screen.getByText('Checking the preview backend…')).toBeTruthy();
    expect(await screen.findByText('Preview backend running in this workspace.')).toBeTruthy();
  });

  it('says the preview backend is disconnected when it stops answering', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('connection refused'); }));
    renderBanner();
    expect(await screen.findByText('Preview backend disconnected.')).toBeTruthy();
  });
});
