import { Alert, Button, Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { Suspense, useCallback, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { translateMessage, translatorFor } from '../../../domain/i18n/messages-in.ts';
import { intlLocale, PSEUDO_LANGUAGE, type UiLanguage } from '../../../domain/i18n/languages.ts';
import type { RegistrationView } from '../../../domain/responses/registrations.ts';
import { EVERY_STATUS, hasCode, hasStatus, problemMessage, refusedField } from '../../infrastructure/api/errors.ts';
import { useCheckInTicket } from './api.ts';
import { LazyQrScanner } from '../../infrastructure/components/LazyQrScanner.ts';


/** Blue: saved on the device while offline, to be sent. */
export type CheckInResult = { tone: 'green' | 'blue' | 'orange' | 'red'; message: string };

/** A request that never reached the server (no network): the door then works from the device. */
export const unreachable = (error: unknown) => hasStatus(error, 0);

/** '6:30 PM'; in Hindi and Kannada as Intl writes their time. */
export function formatClock(iso: string, language: UiLanguage = 'en'): string {
  return new Date(iso).toLocaleTimeString(language === 'hi' || language === 'kn' ? intlLocale(language) : 'en-US', { hour: 'numeric', minute: '2-digit' });
}

/** Turns a check-in into what the person at the door needs to read. */
export function describeCheckIn(done: RegistrationView, t: TFunction = translatorFor('en')): CheckInResult {
  return { tone: 'green', message: t('run.checkIn.done', { name: done.name }) };
}

/** Turns a refused check-in into the same (the server's message is already in the page's language); `name` when the person is known. */
export function describeCheckInFailure(error: unknown, name?: string, t: TFunction = translatorFor('en'), language: UiLanguage = 'en'): CheckInResult {
  if (hasCode(error, 'ALREADY_CHECKED_IN')) {
    const at = refusedField(error, 'checkedInAt');
    const message = name
      ? at ? t('run.checkIn.alreadyAt', { name, time: formatClock(at, language) }) : t('run.checkIn.already', { name })
      : at ? t('run.checkIn.ticketAlreadyAt', { time: formatClock(at, language) }) : t('run.checkIn.ticketAlready');
    return { tone: 'orange', message };
  }
  return { tone: 'red', message: problemMessage(error, { shown: EVERY_STATUS, fallback: t('msg:fetchEventDataFailed') }) };
}

interface Props {
  eventId: string;
  /** The last check-in's outcome, shown right under the ticket box. */
  result: CheckInResult | null;
  onResult: (r: CheckInResult) => void;
  /** Offline, a ticket is judged against the device's list and saved to sync. */
  saveOffline: (ticket: string) => Promise<CheckInResult>;
}

/**
 * Check-in mode: scan a ticket with the camera, or type its code (USB scanners type too);
 * the outcome shows under the ticket box, so that on a phone all three fit on one screen.
 * Without a network (the browser says so, or the request cannot get through) the device
 * checks it against its list and saves it to sync.
 */
export function CheckInPanel({ eventId, result, onResult, saveOffline }: Props) {
  const [code, setCode] = useState('');
  const [camera, setCamera] = useState(false);
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  const checkIn = useCheckInTicket(eventId);
  const submitCode = useCallback(
    (ticket: string) => {
      const code = ticket.trim();
      if (!code) return;
      setCode('');
      // Offline, the query client would hold the request until the network returns: the device answers now.
      if (!navigator.onLine) return void saveOffline(code).then(onResult);
      checkIn.mutate(code, {
        onSuccess: (r) => onResult(describeCheckIn(r, t)),
        onError: (e) => {
          if (unreachable(e)) return void saveOffline(code).then(onResult);
          onResult(describeCheckInFailure(e, undefined, t, language));
        },
      });
    },
    [checkIn, onResult, saveOffline, t, language],
  );

  return (
    <Card withBorder component="section" aria-labelledby="check-in-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="check-in-heading">
          {t('run.checkIn.heading')}
        </Title>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submitCode(code);
          }}
        >
          <Group align="flex-end">
            <TextInput label={t('run.checkIn.ticketCode')} value={code} onChange={(e) => setCode(e.currentTarget.value)} style={{ flex: 1 }} autoComplete="off" />
            <Button type="submit" loading={checkIn.isPending}>
              {t('run.checkIn.submit')}
            </Button>
          </Group>
        </form>
        <CheckInResultAlert result={result} />
        <div>
          <Button variant="light" onClick={() => setCamera((c) => !c)}>
            {camera ? t('run.checkIn.stopCamera') : t('run.checkIn.scan')}
          </Button>
        </div>
        {camera && (
          <Suspense fallback={<Loader aria-label={t('run.checkIn.startingCamera')} />}>
            <LazyQrScanner onCode={submitCode} />
          </Suspense>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The outcome of a check-in, in a live region that is always there: each new one is announced.
 * The device's own verdicts while offline are the catalogue's English messages: shown in the page's language.
 */
export function CheckInResultAlert({ result }: { result: CheckInResult | null }) {
  const language = useTranslation().i18n.language as UiLanguage;
  return (
    <div role="status" aria-live="polite">
      {result && (
        // The region above speaks for it: not an alert of its own.
        <Alert color={result.tone} role="none">
          {translateMessage(result.message, language, language === PSEUDO_LANGUAGE)}
        </Alert>
      )}
    </div>
  );
}
