import { Alert, Button, Chip, Group, Image, Input, NativeSelect, NumberInput, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { EVENT_TYPES } from '../../domain/events.ts';
import { MSG } from '../../domain/messages.ts';
import { SERIES_EVERY } from '../../domain/event-display.ts';
import { EVENT_LABELS, SERIES_MAX, type EventData, type EventPatch } from '../../domain/schemas/event.ts';
import { isUpcoming, isValidDate, startInstant, TIME_RE } from '../../domain/time.ts';
import { usePublicConfig } from '../api/config.ts';
import { useVenues, type VenueView } from '../api/venues.ts';
import { useOutcomes } from '../api/outcomes.ts';
import { FormError } from '../components/FormError.tsx';
import { openConfirmModal } from '../components/on-demand-hosts.tsx';
import classes from './EventForm.module.css';
import { capacityShown, chosenVenue, venueCapacityProblem, venueChoice, VenuePicker, venueRequiredProblem } from './VenuePicker.tsx';
import { eventFormProblems, settingsFieldOf } from './registration-settings/problems.ts';
import { RegistrationSettings } from './registration-settings/RegistrationSettings.tsx';
import {
  browserZone, emptyRegistrationForm, registrationBody, withoutRegistration, type RegistrationBody, type RegistrationFormValues,
} from './registration-settings/values.ts';

export interface EventFormValues {
  name: string;
  date: string;
  time: string;
  /** When it ends, '' when not said; earlier than `time` is the next day. */
  endTime?: string | null;
  venue: string;
  description: string;
  type: string;
  capacity: string;
  /** Up to three of the campus's tags (GET /api/config `eventTags`). */
  tags: string[];
  /** Up to three of the campus's learning outcomes (ids, GET /api/outcomes). */
  outcomes?: string[];
  /** A campus venue (GET /api/venues), booked for the event; null (or left out): another place, typed in `venue`. */
  venueId?: string | null;
}

export const emptyEventForm: EventFormValues = { name: '', date: '', time: '', endTime: '', venue: '', description: '', type: '', capacity: '', tags: [], outcomes: [], venueId: null };

/** A new series (API.md `repeat`): how often, and how many dates. */
export type EventRepeat = NonNullable<EventData['repeat']>;
/** Which dates of its series an edit applies to (PATCH /api/events/:id `scope`). */
export type EditScope = NonNullable<EventPatch['scope']>;

/**
 * What the form hands over once valid: the event's fields and its registration settings
 * (as the API takes them); on the create form, `repeat` when the event repeats; on the
 * edit form of a date of a series, the edit's `scope`.
 */
export interface EventSaveValues extends EventFormValues, RegistrationBody {
  repeat?: EventRepeat;
  scope?: EditScope;
}

/** The create form's Repeat field: '' does not repeat. */
export const REPEAT_FIELD = {
  label: 'Repeat',
  choices: [
    { value: '', label: 'Does not repeat' },
    { value: 'week', label: SERIES_EVERY.week },
    { value: '2weeks', label: SERIES_EVERY['2weeks'] },
  ],
} as const;

/** How many dates a repeating event has, the first one included. */
export const SERIES_DATES_FIELD = {
  label: 'Number of dates',
  description: 'Each date is its own event, with its own registrations.',
  initial: 4,
} as const;

/** The edit form of a date of a series: this date only, or it and every later one. */
export const SCOPE_FIELD = { label: 'Apply changes to', this: 'This event', following: 'This and following events' } as const;

/** The form's own state: the event's fields, its registration settings as edited, and those that say how it is saved. */
interface FormState extends EventFormValues, RegistrationFormValues {
  repeatEvery: '' | EventRepeat['every'];
  /** As the number field gives it: a number, or text while it is not one ('' when empty). */
  repeatCount: number | string;
  scope: EditScope;
}

/** The event's fields and registration settings of the form's state, as sent, without those that say how it is saved. */
function eventFields(state: FormState, timeZone: string): EventFormValues & RegistrationBody {
  const { repeatEvery: _every, repeatCount: _count, scope: _scope, ...fields } = withoutRegistration(state);
  return { ...fields, venueId: fields.venueId || null, endTime: fields.endTime || null, ...registrationBody(state, timeZone) };
}

/** What eventFormSchema reads: the event's fields, and `repeat` (as API.md has it) when the event repeats. */
function schemaInput(state: FormState, repeatable: boolean, timeZone: string) {
  const fields = eventFields(state, timeZone);
  return repeatable && state.repeatEvery ? { ...fields, repeat: { every: state.repeatEvery, count: state.repeatCount } } : fields;
}

/** An error of `repeat` (or of its parts), or of a question's options, is shown beside the form's own field. */
const formFieldOf = (path: string) =>
  path === 'repeat.every' ? 'repeatEvery' : path === 'repeat' || path.startsWith('repeat.') ? 'repeatCount' : settingsFieldOf(path);

/** The form's problems by field (the schema's first, then the venue's capacity rule), and its headline. */
function formProblems(state: FormState, repeatable: boolean, timeZone: string, venues: readonly VenueView[] | undefined, freeText = true) {
  const { fields, headline } = eventFormProblems(schemaInput(state, repeatable, timeZone), timeZone, formFieldOf);
  const required = venueRequiredProblem(state, venues, freeText);
  const venue = { ...venueCapacityProblem(state, venues), ...required };
  // Without a place typed as text (VENUE_FREE_TEXT=never), the missing venue is the select's problem.
  if (required.venueId && fields.venue) {
    const { venue: typed, ...rest } = fields;
    return { fields: { ...venue, ...rest }, headline: headline === typed ? required.venueId : (headline ?? required.venueId) };
  }
  return { fields: { ...venue, ...fields }, headline: headline ?? Object.values(venue)[0] ?? null };
}

/** The tags field: a group of chips, one per campus tag. */
export const TAGS_FIELD = { label: 'Tags (optional)', description: 'Up to 3, so students who like them find the event.' } as const;
/** The learning outcomes field: chips, one per outcome the campus office keeps. */
export const OUTCOMES_FIELD = { label: 'Learning outcomes (optional)', description: 'Up to 3: what attending teaches. They appear on the event and on students’ credentials.' } as const;

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What POST /api/images takes (API.md): JPEG, PNG, WebP or GIF. */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'];
/** The file picker offers these; a file chosen anyway ("All files") is checked by isImageFile. */
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS].join(',');

/**
 * Whether the browser says the file is one of the accepted images: by its type, or by
 * its name's extension when the browser gives no type. The server still decides from
 * the bytes; this only keeps a text file or a PDF from being sent or previewed.
 */
export function isImageFile(file: Pick<File, 'name' | 'type'>): boolean {
  const type = file.type.toLowerCase();
  if (type) return IMAGE_TYPES.includes(type);
  const name = file.name.toLowerCase();
  return IMAGE_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** The confirmation asked before an event dated in the past is saved (API.md: a past event is a record). */
export const PAST_EVENT_CONFIRMATION = {
  title: 'This event is in the past',
  text: 'It will be saved as a record: students cannot register, and those who attended can give feedback.',
  confirm: 'Save as past event',
  cancel: 'Change the date',
} as const;

/** Whether the date and time, in the campus zone, are already past (false while either is unreadable). */
function startsInPast(values: Pick<EventFormValues, 'date' | 'time'>, timeZone: string): boolean {
  if (!isValidDate(values.date) || !TIME_RE.test(values.time)) return false;
  return !isUpcoming(startInstant(values.date, values.time, timeZone));
}

interface Props {
  initialValues: EventFormValues;
  /** The event's registration settings as the form edits them (the edit form); none on a new event. */
  initialRegistration?: RegistrationFormValues;
  /** The server's problems by field (a 400's `fields`), shown beside the fields. */
  fieldErrors?: Record<string, string>;
  currentImageUrl?: string | null;
  submitLabel: string;
  busy: boolean;
  done: boolean;
  problem: string | null;
  /** The create form: the event may repeat, as a series of dates (API.md `repeat`). */
  repeatable?: boolean;
  /** The edit form of a date of a series: the change may reach the later dates too (`scope`). */
  inSeries?: boolean;
  onSubmit: (values: EventSaveValues, image: File | null) => void;
  /** A warning about what saving these values will do (the edit form: back to the office's queue), or none. */
  warnBeforeSave?: (values: EventFormValues) => string | null;
}

/** Create and edit share this form and the server's rules (eventFormSchema). */
export function EventForm(props: Props) {
  const { initialValues, initialRegistration = emptyRegistrationForm, fieldErrors, currentImageUrl, submitLabel, busy, done, problem } = props;
  const { repeatable = false, inSeries = false, onSubmit, warnBeforeSave } = props;
  const config = usePublicConfig().data;
  const timeZone = config?.timeZone ?? browserZone();
  const venues = useVenues().data;
  const freeText = config?.venueFreeText ?? true;
  const form = useForm<FormState>({
    initialValues: {
      ...initialValues, venueId: initialValues.venueId ?? null, ...initialRegistration, repeatEvery: '', repeatCount: SERIES_DATES_FIELD.initial, scope: 'this',
    },
    // The server's rules, on the body it would be sent; each problem shows beside its field.
    validate: (state) => formProblems(state, repeatable, timeZone, venues, freeText).fields,
  });
  const chooseVenue = (venue: VenueView | null) => {
    const next = venueChoice(form.getValues(), venue, venues ?? []);
    form.setFieldValue('venueId', next.venueId ?? null);
    form.setFieldValue('venue', next.venue);
    form.setFieldValue('capacity', next.capacity);
  };
  const warning = warnBeforeSave?.(form.values) ?? null;
  const venueHere = chosenVenue(form.values, venues);
  // A venue known with no number beside it (an event opened so, or the venues read after it):
  // the venue's capacity shown. Not while typing: emptying the field to type another is fine.
  useEffect(() => {
    if (venueHere) form.setFieldValue('capacity', capacityShown(form.getValues(), venues));
  }, [venueHere?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  // The server's problems by field, once per answer; the form clears each as it is changed.
  const { setErrors } = form;
  useEffect(() => {
    const byField = Object.entries(fieldErrors ?? {}).map(([path, message]) => [formFieldOf(path), message]);
    if (byField.length > 0) setErrors((current) => ({ ...current, ...Object.fromEntries(byField) }));
  }, [fieldErrors, setErrors]);
  // The campus's tags, and any the event has that the campus no longer lists (kept unless unticked).
  const campusTags = config?.eventTags ?? [];
  const tagChoices = [...campusTags, ...initialValues.tags.filter((t) => !campusTags.includes(t))];
  const outcomeChoices = useOutcomes().data ?? [];
  // An event opened already in the past and saved at the same date and time is no news: no question then.
  const [openedInPast] = useState(() => startsInPast(initialValues, timeZone));
  const submitButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // The image is shown once the browser has decoded it, so a broken-image box is never seen;
  // an address it could not decode is dropped (a chosen file's with MSG.imageUnreadable).
  const [loaded, setLoaded] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState<string | null>(null);
  // Loaded before the page's code ran (a server-rendered edit form): no load event comes then.
  const seeIfLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth > 0) setLoaded(img.getAttribute('src'));
  }, []);
  const [headlineError, setHeadlineError] = useState<string | null>(null);
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const refuseImage = (message: string) => {
    setImageError(message);
    setImage(null);
    // Nothing stays chosen: the field shows no file name, and choosing the same file again is a change.
    if (fileInput.current) fileInput.current.value = '';
  };

  const chooseImage = (file: File | null) => {
    if (!file) {
      setImageError(null);
      setImage(null);
    } else if (!isImageFile(file)) {
      refuseImage(MSG.chooseImageFile);
    } else if (file.size > MAX_IMAGE_BYTES) {
      refuseImage('The image is larger than 5 MB.');
    } else {
      setImageError(null);
      setImage(file);
    }
  };

  const onImageError = (src: string) => {
    setUnreadable(src);
    if (src === preview) refuseImage(MSG.imageUnreadable);
  };

  const save = (state: FormState) => {
    setHeadlineError(null);
    const values: EventSaveValues = eventFields(state, timeZone);
    if (repeatable && state.repeatEvery) values.repeat = { every: state.repeatEvery, count: Number(state.repeatCount) };
    if (inSeries) values.scope = state.scope;
    onSubmit(values, image);
  };

  const confirmPast = (values: FormState) => {
    let confirmed = false;
    openConfirmModal({
      title: PAST_EVENT_CONFIRMATION.title,
      children: <Text size="sm">{PAST_EVENT_CONFIRMATION.text}</Text>,
      labels: { confirm: PAST_EVENT_CONFIRMATION.confirm, cancel: PAST_EVENT_CONFIRMATION.cancel },
      onConfirm: () => {
        confirmed = true;
        save(values);
      },
      // Focus goes where the answer leads: to the saving button, or back to the date to
      // change it ("Change the date", Escape, a click outside).
      returnFocus: false,
      onClose: () => window.setTimeout(() => (confirmed ? submitButton.current : form.getInputNode('date'))?.focus(), 0),
    });
  };

  const submit = form.onSubmit(
    (values) => {
      const unchanged = values.date === initialValues.date && values.time === initialValues.time;
      if (startsInPast(values, timeZone) && !(openedInPast && unchanged)) confirmPast(values);
      else save(values);
    },
    () => setHeadlineError(formProblems(form.getValues(), repeatable, timeZone, venues, freeText).headline),
  );

  const candidate = preview ?? currentImageUrl ?? null;
  const shown = candidate && candidate !== unreadable ? candidate : null;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          All fields are required unless marked optional.
        </Text>
        <FormError message={headlineError ?? problem} />
        <TextInput label={EVENT_LABELS.name} required {...form.getInputProps('name')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label={EVENT_LABELS.date} type="date" required {...form.getInputProps('date')} />
          <TextInput label={EVENT_LABELS.time} type="time" required {...form.getInputProps('time')} />
        </SimpleGrid>
        {/* Counts the hours on attendees' involvement records; an end before the start is the next day. */}
        <TextInput label="End time (optional)" type="time" description="Earlier than the start: the next day" {...form.getInputProps('endTime')} />
        {repeatable && (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NativeSelect label={REPEAT_FIELD.label} data={REPEAT_FIELD.choices} {...form.getInputProps('repeatEvery')} />
            {form.values.repeatEvery && (
              <NumberInput
                label={SERIES_DATES_FIELD.label}
                description={SERIES_DATES_FIELD.description}
                required
                min={2}
                max={SERIES_MAX}
                // Out of range is said on submit (the schema's message), not quietly changed on blur.
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('repeatCount')}
              />
            )}
          </SimpleGrid>
        )}
        <VenuePicker venues={venues} freeText={freeText} venueId={form.values.venueId ?? null} error={form.errors.venueId} venueInput={form.getInputProps('venue')} onChoose={chooseVenue} />
        <Textarea label={EVENT_LABELS.description} autosize minRows={3} required {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label={EVENT_LABELS.type}
            required
            data={[{ value: '', label: 'Choose a type' }, ...[...EVENT_TYPES, 'General'].map((t) => ({ value: t, label: t }))]}
            {...form.getInputProps('type')}
          />
          <TextInput
            label={`${EVENT_LABELS.capacity} (optional)`}
            description={venueHere ? `Up to the venue's capacity (${venueHere.capacity}); left empty, the venue's capacity` : 'Leave empty or 0 for unlimited'}
            inputMode="numeric"
            {...form.getInputProps('capacity')}
            // Emptied at a venue: the venue's capacity it stands for, shown rather than guessed.
            onBlur={() => form.setFieldValue('capacity', capacityShown(form.getValues(), venues))}
          />
        </SimpleGrid>
        {tagChoices.length > 0 && (
          <Input.Wrapper
            id="event-tags"
            labelElement="div"
            label={TAGS_FIELD.label}
            description={TAGS_FIELD.description}
            error={form.errors.tags}
            role="group"
            aria-labelledby="event-tags-label"
            aria-describedby={form.errors.tags ? 'event-tags-error event-tags-description' : 'event-tags-description'}
          >
            <Chip.Group multiple value={form.values.tags} onChange={(tags) => form.setFieldValue('tags', tags)}>
              <Group gap="xs" mt={6}>
                {tagChoices.map((tag) => (
                  <Chip key={tag} value={tag}>
                    {tag}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
        {outcomeChoices.length > 0 && (
          <Input.Wrapper
            id="event-outcomes"
            labelElement="div"
            label={OUTCOMES_FIELD.label}
            description={OUTCOMES_FIELD.description}
            error={form.errors.outcomes}
            role="group"
            aria-labelledby="event-outcomes-label"
            aria-describedby={form.errors.outcomes ? 'event-outcomes-error event-outcomes-description' : 'event-outcomes-description'}
          >
            <Chip.Group multiple value={form.values.outcomes ?? []} onChange={(ids) => form.setFieldValue('outcomes', ids)}>
              <Group gap="xs" mt={6}>
                {outcomeChoices.map((o) => (
                  <Chip key={o.id} value={o.id}>
                    {o.name}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Input.Wrapper>
        )}
        {/* A native file input: every browser, keyboard and assistive technology knows it. */}
        <Input.Wrapper label="Image (optional)" description="JPEG, PNG, WebP or GIF, up to 5 MB" error={imageError} id="event-image">
          <input
            ref={fileInput}
            id="event-image"
            type="file"
            accept={IMAGE_ACCEPT}
            className={classes.file}
            aria-invalid={Boolean(imageError)}
            aria-describedby={imageError ? 'event-image-error event-image-description' : 'event-image-description'}
            onChange={(e) => chooseImage(e.currentTarget.files?.[0] ?? null)}
          />
        </Input.Wrapper>
        {shown && (
          <Image
            ref={seeIfLoaded}
            src={shown}
            alt="Preview of the event image"
            h={180}
            w="auto"
            fit="contain"
            radius="md"
            style={loaded === shown ? undefined : { visibility: 'hidden' }}
            onLoad={() => setLoaded(shown)}
            onError={() => onImageError(shown)}
          />
        )}
        <RegistrationSettings form={form} timeZone={timeZone} />
        {inSeries && (
          <Radio.Group label={SCOPE_FIELD.label} {...form.getInputProps('scope')}>
            <Stack gap="xs" mt={6}>
              <Radio value="this" label={SCOPE_FIELD.this} />
              <Radio value="following" label={SCOPE_FIELD.following} />
            </Stack>
          </Radio.Group>
        )}
        {/* Announced as it appears, before the button that would do it. */}
        <div aria-live="polite">{warning && <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>{warning}</Alert>}</div>
        <Button ref={submitButton} type="submit" loading={busy} disabled={done}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
