import { describe, expect, it } from 'vitest';
import type { EventListing, EventViewerState } from '../../../domain/responses/events.ts';
import { encoded } from '../../infrastructure/http/compression.ts';
import { PublicReadCache } from '../../infrastructure/http/public-read-cache.ts';
import { presentEventForViewer, presentListingForViewer } from './presenters.ts';
import { viewerStateOf } from './queries.ts';

const NO_STATE = viewerStateOf(null, null, null, false);
const registered = (id: string): EventViewerState => viewerStateOf(id, 'registered', null, false);

// Names of every width in UTF-8: the states are laid over bytes, not characters.
const names = ['Robotics night', 'ಕನ್ನಡ ರಾಜ್ಯೋತ್ಸವ', 'Open mic 🎤👩🏽‍🎤', 'हिंदी दिवस', 'Chess'];
const listing = (): EventListing => ({
  events: names.map((name, i) => ({ id: `ev${i}`, name, description: `"${name}" \\ line\nbreak` }) as unknown as EventListing['events'][number]),
  nextCursor: 'next',
});

describe("a student's own state laid over a shared page", () => {
  it('puts each state on its event and no state on the others, whatever the names', async () => {
    const page = await new PublicReadCache().get('listing', async () => ({ body: listing() }));
    const states = new Map([['ev0', registered('r0')], ['ev2', registered('r2')], ['ev4', viewerStateOf('r4', 'waitlisted', null, true)], ['elsewhere', registered('rx')]]);
    const parsed = JSON.parse(presentListingForViewer(page, states).toString()) as EventListing;
    expect(parsed).toEqual({
      events: listing().events.map((event) => ({ ...event, viewer: states.get(event.id) ?? NO_STATE })),
      nextCursor: 'next',
    });
  });

  it('answers a student without states on the page with the same bytes every time, uncopied', async () => {
    const page = await new PublicReadCache().get('listing', async () => ({ body: listing() }));
    const first = presentListingForViewer(page, undefined);
    expect(presentListingForViewer(page, new Map([['elsewhere', registered('rx')]]))).toBe(first);
    expect((JSON.parse(first.toString()) as EventListing).events.every((event) => JSON.stringify(event.viewer) === JSON.stringify(NO_STATE))).toBe(true);
    // Compressed once for all of them, not per answer.
    expect(encoded(first, 'br')).toBe(encoded(first, 'br'));
  });

  it('lays a state over one event page', async () => {
    const event = await new PublicReadCache().get('event', async () => ({ body: { id: 'ev1', name: names[1] } }));
    expect(JSON.parse(presentEventForViewer(event, registered('r1')).toString())).toEqual({ id: 'ev1', name: names[1], viewer: registered('r1') });
    expect(JSON.parse(presentEventForViewer(event, undefined).toString())).toEqual({ id: 'ev1', name: names[1], viewer: NO_STATE });
  });

  it('an empty page stays empty', async () => {
    const page = await new PublicReadCache().get('empty', async () => ({ body: { events: [], nextCursor: null } satisfies EventListing }));
    expect(JSON.parse(presentListingForViewer(page, new Map([['ev0', registered('r0')]])).toString())).toEqual({ events: [], nextCursor: null });
  });
});
