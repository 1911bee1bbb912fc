import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { parseCapacity } from '../../../domain/events.ts';
import { capacityAtVenue, fitsVenue, venueLabel } from '../../../domain/policy/venues.ts';
import { translatorFor } from '../../../domain/i18n/messages-in.ts';
import type { VenueView } from '../../../domain/responses/venues.ts';
import { MSG } from '../../../domain/messages.ts';

// The event form's venue: one of the campus venues (GET /api/venues), booked for
// the event, or any other place typed as text. Not labelled "Venue": the free-text field
// keeps that name, and a label finds its field by part of its name.

/** The campus venues' select; its first choice is no venue, "another place". */
export const VENUE_PICKER = {
  label: 'Campus location (optional)',
  description: 'Book one of the campus venues, or type another place below.',
  none: 'Another place (type it below)',
  chosen: 'The campus venue chosen above.',
} as const;

/** The fields of the form a venue choice reads and changes. */
export interface VenueFields {
  venue: string;
  venueId?: string | null;
  capacity: string;
}

/**
 * What choosing `venue` (null: another place) changes on the form: its id, the venue text
 * (the venue's "<name>, <building>", or blank again when it was the previous venue's), and
 * an empty or unlimited Max participants becomes the venue's capacity (unlimited would exceed it).
 */
export function venueChoice(values: VenueFields, venue: VenueView | null, venues: readonly VenueView[]): VenueFields {
  if (!venue) {
    const previous = venues.find((v) => v.id === values.venueId);
    return { ...values, venueId: null, venue: previous && values.venue === venueLabel(previous) ? '' : values.venue };
  }
  const capacity = /^\s*0*\s*$/.test(values.capacity) ? String(venue.capacity) : values.capacity;
  return { venueId: venue.id, venue: venueLabel(venue), capacity };
}

/**
 * The capacity rule, as the server judges it on submit: with a campus venue, Max
 * participants is from 1 up to the venue's capacity; the problem on `capacity`, or none.
 */
export function venueCapacityProblem(values: VenueFields, venues: readonly VenueView[] | undefined, t: TFunction = translatorFor('en')): Record<string, string> {
  const venue = values.venueId ? venues?.find((v) => v.id === values.venueId) : undefined;
  if (!venue || !/^\s*\d*\s*$/.test(values.capacity)) return {};
  // Empty or 0 is the venue's own capacity (the server's capacityAtVenue): nothing to refuse.
  return fitsVenue(capacityAtVenue(parseCapacity(values.capacity), venue.capacity), venue.capacity) ? {} : { capacity: t('run.venue.capacity', { capacity: venue.capacity }) };
}

/** The venue chosen on the form, when the list has it. */
export const chosenVenue = (values: Pick<VenueFields, 'venueId'>, venues: readonly VenueView[] | undefined) =>
  values.venueId ? venues?.find((v) => v.id === values.venueId) : undefined;

/** Max participants as shown: with a venue chosen, an empty or 0 field shows the venue's capacity it stands for. */
export function capacityShown(values: VenueFields, venues: readonly VenueView[] | undefined): string {
  const venue = chosenVenue(values, venues);
  return venue && /^\s*0*\s*$/.test(values.capacity) ? String(venue.capacity) : values.capacity;
}

/** VENUE_FREE_TEXT=never: with campus venues, one must be chosen (the server says the same on submit). */
export function venueRequiredProblem(values: VenueFields, venues: readonly VenueView[] | undefined, freeText: boolean): Record<string, string> {
  return !freeText && (venues?.length ?? 0) > 0 && !values.venueId ? { venueId: MSG.chooseCampusVenue } : {};
}

/** The select's texts when an event must book a campus venue (VENUE_FREE_TEXT=never). */
export const VENUE_REQUIRED = { label: 'Campus venue', placeholder: 'Choose a venue' } as const;

interface Props {
  /** GET /api/venues; without any (none yet, or not read), only the free-text venue is shown. */
  venues: readonly VenueView[] | undefined;
  venueId: string | null;
  /** Beside the select: e.g. the 409's 'Booked by <event> (<date> <time>)'. */
  error?: ReactNode;
  /** The free-text venue field's props (the form's `venue`). */
  venueInput: GetInputPropsReturnType;
  onChoose: (venue: VenueView | null) => void;
  /** False (VENUE_FREE_TEXT=never): with campus venues, only they are offered, no place typed as text. */
  freeText?: boolean;
}

/** The campus venues' select over the free-text Venue field, which the chosen venue fills. */
export function VenuePicker({ venues = [], venueId, error, venueInput, onChoose, freeText = true }: Props) {
  const { t } = useTranslation();
  const chosen = venueId ? venues.find((v) => v.id === venueId) : undefined;
  const venueOnly = !freeText && venues.length > 0;
  // An event's venue the list no longer has (or has not yet read) stays chosen until changed.
  const choices = [
    { value: '', label: venueOnly ? t('ws.venue.choose') : t('ws.venue.none'), disabled: venueOnly },
    ...venues.map((v) => ({ value: v.id, label: t('ws.venue.choice', { venue: venueLabel(v), capacity: String(v.capacity) }) })),
    ...(venueId && !chosen ? [{ value: venueId, label: String(venueInput.value ?? venueId) }] : []),
  ];
  const offered = venues.length > 0 || Boolean(venueId);
  return (
    <Stack gap="sm">
      {offered && (
        <NativeSelect
          label={venueOnly ? t('ws.venue.requiredLabel') : t('ws.venue.label')}
          description={venueOnly ? undefined : t('ws.venue.description')}
          required={venueOnly}
          data={choices}
          value={venueId ?? ''}
          error={error}
          onChange={(e) => onChoose(venues.find((v) => v.id === e.currentTarget.value) ?? null)}
        />
      )}
      {!venueOnly && (
        <TextInput
          label={t('ws.form.venue')}
          required
          {...venueInput}
          // Saved as the campus venue's own "<name>, <building>" while one is chosen.
          readOnly={Boolean(venueId)}
          description={venueId ? t('ws.venue.chosen') : undefined}
        />
      )}
    </Stack>
  );
}
