import { describe, expect, it } from 'vitest';
import { clubSectionOf, clubSectionPath, clubSectionsFor } from './event-path.ts';

describe('the sections of a club’s workspace', () => {
  it('puts Events at the club’s page and the others below it', () => {
    expect(clubSectionPath('o 1', 'events')).toBe('/o%201/dashboard');
    expect(clubSectionPath('o1', 'people')).toBe('/o1/dashboard/people');
    expect(clubSectionPath('o1', 'settings')).toBe('/o1/dashboard/settings');
  });

  it('reads the section from any club’s address, and nothing from other pages', () => {
    expect(clubSectionOf('/o1/dashboard')).toBe('events');
    expect(clubSectionOf('/o1/dashboard/')).toBe('events');
    expect(clubSectionOf('/o2/dashboard/insights')).toBe('insights');
    expect(clubSectionOf('/o2/dashboard/unknown')).toBeNull();
    expect(clubSectionOf('/events/e1')).toBeNull();
    expect(clubSectionOf('/o1/activity')).toBeNull();
  });

  it('gives owners and managers every section, door staff the events, anyone else none', () => {
    expect(clubSectionsFor('owner')).toEqual(['events', 'people', 'insights', 'settings', 'webhooks']);
    expect(clubSectionsFor('manager')).toEqual(['events', 'people', 'insights', 'settings', 'webhooks']);
    expect(clubSectionsFor('door')).toEqual(['events']);
    expect(clubSectionsFor(null)).toEqual([]);
  });
});
