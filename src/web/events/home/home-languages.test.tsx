import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../../domain/events.ts';
import { hi } from '../../../domain/i18n/hi.ts';
import { kn } from '../../../domain/i18n/kn.ts';
import { jsonResponse, renderInApp, testQueryClient } from '../../../../test/support/web.tsx';
import { firstComeEvent } from '../../../../test/support/fixtures.ts';
import { CardAvailability } from './CardAvailability.tsx';
import { EventCard } from './EventCard.tsx';
import { EventFiltersBar } from './EventFiltersBar.tsx';
import { NO_FILTERS } from '../events/index.ts';

const event = (changes: Partial<EventView>): EventView => ({
  id: 'e1', name: 'Yakshagana', date: '2030-05-04', time: '16:00', startsAt: '2030-05-04T16:00:00.000Z', venue: 'Open Air Theatre',
  description: 'Things happen.', type: 'Fest', capacity: 0, registrations: 0, waitlisted: 0,
  imageUrl: null, cardImageUrl: null, organizer: { id: 'o1', name: 'Kannada Sangha' }, tags: [], ...firstComeEvent, seriesId: null, status: 'upcoming', ...changes,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the home page in Hindi and Kannada', () => {
  it('words a card’s places by the language’s own plural rules', () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({})));
    renderInApp(<CardAvailability event={event({ capacity: 40, registrations: 37 })} />, { language: 'hi' });
    expect(screen.getByTestId('count-e1').textContent).toBe('3 जगहें बाकी');
    cleanup();
    renderInApp(<CardAvailability event={event({ capacity: 40, registrations: 39 })} />, { language: 'kn' });
    expect(screen.getByTestId('count-e1').textContent).toBe('1 ಸೀಟ್ ಉಳಿದಿದೆ');
    cleanup();
    renderInApp(<CardAvailability event={event({ capacity: 2, registrations: 2 })} />, { language: 'kn' });
    expect(screen.getByTestId('count-e1').textContent).toBe(kn.ui['card.waitlistOpen']);
  });

  it('names the search, the chips and the filter sheet in the page’s language, keeping English values in the address', async () => {
    const onChange = vi.fn();
    renderInApp(<EventFiltersBar value={NO_FILTERS} onChange={onChange} onReset={() => {}} />, { language: 'kn', client: testQueryClient({ session: null }), mantineEnv: 'test' });
    expect(screen.getByRole('search', { name: kn.ui['filters.label'] })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: kn.ui['filters.searchLabel'] }).getAttribute('placeholder')).toBe(kn.ui['filters.searchPlaceholder']);
    fireEvent.click(screen.getByRole('checkbox', { name: kn.ui['eventType.fest'] }));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, type: 'Fest' });
    fireEvent.click(screen.getByRole('button', { name: 'ಫಿಲ್ಟರ್‌ಗಳು' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: kn.ui['filters.title'] })).toBeTruthy());
    expect(screen.getByRole('combobox', { name: kn.ui['filters.tag'] })).toBeTruthy();
    expect(screen.getByRole('button', { name: kn.ui['filters.showEvents'] })).toBeTruthy();
  });

  it('writes a chosen day as Intl does in Hindi', () => {
    renderInApp(<EventFiltersBar value={{ ...NO_FILTERS, date: '2030-05-04' }} onChange={() => {}} onReset={() => {}} />, { language: 'hi', mantineEnv: 'test' });
    const chip = screen.getByRole('button', { name: new RegExp(`^${hi.ui['filters.remove'].replace('{label}', '')}`) });
    expect(chip.textContent).toBe(new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2030, 4, 4))));
  });

  it('says a missing venue in the page’s language, as SPEC.md’s fallback', () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({})));
    renderInApp(<EventCard event={event({ venue: '' })} onDetails={() => {}} />, { language: 'hi', client: testQueryClient({ session: null }) });
    expect(screen.getByText(hi.ui['fallback.venue'])).toBeTruthy();
    expect(screen.queryByText('Unknown Venue')).toBeNull();
  });
});
