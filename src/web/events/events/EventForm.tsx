import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { translateMessage } from '../../../domain/i18n/messages-in.ts';
import { PSEUDO_LANGUAGE, type UiLanguage } from '../../../domain/i18n/languages.ts';
import { usePublicConfig } from '../../infrastructure/api/config.ts';
import { useVenues, type VenueView } from '../../infrastructure/api/venues.ts';
import { useOutcomes } from '../../infrastructure/api/outcomes.ts';
import { FormError } from '../../infrastructure/components/FormError.tsx';
import { openConfirmModal } from '../../infrastructure/components/on-demand-hosts.tsx';
import { capacityShown, chosenVenue, venueChoice, VenuePicker } from './VenuePicker.tsx';
import { AboutSection } from './event-form/AboutSection.tsx';
import { PosterSection } from './event-form/PosterSection.tsx';
import { ScopeSection } from './event-form/ScopeSection.tsx';
import {
  formFieldOf, formProblems, SERIES_DATES_FIELD, sentFields, startsInPast, type EventFormValues, type EventSaveValues, type FormState,
} from './event-form/state.ts';
import { WhenSection } from './event-form/WhenSection.tsx';
import { TranslationSection } from './event-form/TranslationSection.tsx';
import { RegistrationSettings } from './registration-settings/RegistrationSettings.tsx';
import { browserZone, emptyRegistrationForm, type RegistrationFormValues } from './registration-settings/values.ts';

// The form's sections live in event-form/ (when, where, about, poster, registration,
// scope); what its pages and tests name is exported here, as before.
export {
  emptyEventForm, PAST_EVENT_CONFIRMATION, REPEAT_FIELD, SCOPE_FIELD, SERIES_DATES_FIELD, TAGS_FIELD, OUTCOMES_FIELD,
  type EditScope, type EventFormValues, type EventRepeat, type EventSaveValues,
} from './event-form/state.ts';
export { IMAGE_ACCEPT, isImageFile } from './event-form/PosterSection.tsx';

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
  const { t, i18n } = useTranslation();
  // The catalogue's messages in the page's language; a field's own detail stays as the schema gave it.
  const language = i18n.language as UiLanguage;
  const said = (message: string) => translateMessage(message, language, language === PSEUDO_LANGUAGE);
  const config = usePublicConfig().data;
  const timeZone = config?.timeZone ?? browserZone();
  const venues = useVenues().data;
  const freeText = config?.venueFreeText ?? true;
  const form = useForm<FormState>({
    initialValues: {
      ...initialValues, venueId: initialValues.venueId ?? null, ...initialRegistration, repeatEvery: '', repeatCount: SERIES_DATES_FIELD.initial, scope: 'this',
    },
    // The server's rules, on the body it would be sent; each problem shows beside its field.
    validate: (state) => Object.fromEntries(Object.entries(formProblems(state, repeatable, timeZone, venues, freeText, t).fields).map(([path, message]) => [path, said(message)])),
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
  const [image, setImage] = useState<File | null>(null);
  const [headlineError, setHeadlineError] = useState<string | null>(null);

  const save = (state: FormState) => {
    setHeadlineError(null);
    const values: EventSaveValues = sentFields(state, timeZone);
    if (repeatable && state.repeatEvery) values.repeat = { every: state.repeatEvery, count: Number(state.repeatCount) };
    if (inSeries) values.scope = state.scope;
    onSubmit(values, image);
  };

  const confirmPast = (values: FormState) => {
    let confirmed = false;
    openConfirmModal({
      title: t('ws.form.pastTitle'),
      children: <Text size="sm">{t('ws.form.pastText')}</Text>,
      labels: { confirm: t('ws.form.pastConfirm'), cancel: t('ws.form.pastCancel') },
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
    () => {
      const { headline } = formProblems(form.getValues(), repeatable, timeZone, venues, freeText, t);
      setHeadlineError(headline && said(headline));
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('ws.form.allRequired')}
        </Text>
        <FormError message={headlineError ?? problem} />
        <TextInput label={t('ws.form.name')} required {...form.getInputProps('name')} />
        <WhenSection form={form} repeatable={repeatable} />
        <VenuePicker venues={venues} freeText={freeText} venueId={form.values.venueId ?? null} error={form.errors.venueId} venueInput={form.getInputProps('venue')} onChoose={chooseVenue} />
        <AboutSection form={form} venues={venues} venueHere={venueHere} tagChoices={tagChoices} outcomeChoices={outcomeChoices} />
        <TranslationSection form={form} campusLanguage={config?.defaultLanguage ?? 'en'} />
        <PosterSection currentImageUrl={currentImageUrl} onImage={setImage} />
        <RegistrationSettings form={form} timeZone={timeZone} />
        {inSeries && <ScopeSection form={form} />}
        {/* Announced as it appears, before the button that would do it. */}
        <div aria-live="polite">{warning && <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />}>{warning}</Alert>}</div>
        <Button ref={submitButton} type="submit" loading={busy} disabled={done}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
