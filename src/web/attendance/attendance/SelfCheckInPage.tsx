import { Box, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { eventPagePath } from '../../../domain/event-path.ts';
import { displayName } from '../../../domain/event-display.ts';
import type { UiLanguage } from '../../../domain/i18n/languages.ts';
import { hasCode, problemMessage } from '../../infrastructure/api/errors.ts';
import { useEvent } from '../../events/events/index.ts';
import { LazyQrScanner } from '../../infrastructure/components/LazyQrScanner.ts';
import { useSelfCheckIn } from './api.ts';
import { readDoorLink } from './door-link.ts';

/** What to do next, by the refusal's code: the message says what happened, this says what now. */
const NEXT_STEP: Record<string, string> = {
  CODE_EXPIRED: 'run.self.next.expired',
  NOT_REGISTERED: 'run.self.next.notRegistered',
  CHECK_IN_NOT_OPEN: 'run.self.next.notOpen',
};

/**
 * Where the door screen's QR code leads: a student's phone opens it from the
 * camera, and the code in the address checks them in at once. A signed-out student signs
 * in first and comes back here (RequireAuth keeps the address, code included). Without a
 * code (the "Check in with the door code" button of the event page, or an installed app
 * with no address bar), the page scans the door screen itself.
 */
export function SelfCheckInPage() {
  const { eventId = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code') ?? '';
  const event = useEvent(eventId);
  const checkIn = useSelfCheckIn(eventId);
  const sent = useRef('');
  const { t, i18n } = useTranslation();
  const language = i18n.language as UiLanguage;
  useDocumentTitle(`${t('ws.checkIn')} · Quad`);

  useEffect(() => {
    // Once per code, however often React runs effects (StrictMode runs them twice).
    if (!code || sent.current === code) return;
    sent.current = code;
    checkIn.mutate(code);
  }, [checkIn, code]);

  if (!code) return <ScanDoorCode eventId={eventId} eventName={event.data ? displayName(event.data.name, language) : null} />;

  const name = event.data ? displayName(event.data.name, language) : null;
  const already = hasCode(checkIn.error, 'ALREADY_CHECKED_IN');
  const nextStep = Object.entries(NEXT_STEP).find(([code]) => hasCode(checkIn.error, code))?.[1];
  const done = checkIn.isSuccess || already;

  return (
    <Container size="xs" py="xl">
      <Stack align="center" gap="lg" ta="center">
        {name && (
          <Text fz="lg" fw={600}>
            {name}
          </Text>
        )}
        {checkIn.isIdle || checkIn.isPending ? (
          <Center py="xl">
            <Loader size="xl" aria-label={t('run.self.checking')} />
          </Center>
        ) : (
          <>
            {/* A plain coloured icon: no component whose style sheet every page would then load. */}
            <Box c={done ? 'teal.7' : 'red.7'} aria-hidden>
              {done ? <IconCircleCheck size={96} /> : <IconAlertTriangle size={88} />}
            </Box>
            {/* Announced as it appears; the heading inside keeps its place in the page's outline. */}
            <div role={done ? 'status' : 'alert'}>
              <Title order={1} fz={{ base: '1.8rem', sm: '2.2rem' }}>
                {checkIn.isSuccess ? t('msg:checkedInYourself') : already ? t('msg:alreadyCheckedIn') : problemMessage(checkIn.error)}
              </Title>
            </div>
            {!done && nextStep && <Text fz="lg">{t(nextStep)}</Text>}
          </>
        )}
        <Button component={Link} to={eventPagePath(eventId)} size="lg" variant="default" fullWidth>
          {t('run.self.toEvent')}
        </Button>
      </Stack>
    </Container>
  );
}

/** The student's own scanner: reads the door screen's code and comes back here with it. */
function ScanDoorCode({ eventId, eventName }: { eventId: string; eventName: string | null }) {
  const navigate = useNavigate();
  const [wrong, setWrong] = useState(false);
  const { t } = useTranslation();
  const onCode = useCallback(
    (text: string) => {
      const link = readDoorLink(text);
      if (!link) return setWrong(true);
      // The door of another event checks in there: its own page says how that went.
      void navigate(`/events/${encodeURIComponent(link.eventId)}/check-in?code=${encodeURIComponent(link.code)}`, { replace: link.eventId === eventId });
    },
    [eventId, navigate],
  );
  return (
    <Container size="xs" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={{ base: '1.8rem', sm: '2.2rem' }}>
          {t('run.self.title')}
        </Title>
        {eventName && <Text fw={600}>{eventName}</Text>}
        <Text>{t('run.self.intro')}</Text>
        <Suspense fallback={<Loader aria-label={t('run.self.openingCamera')} />}>
          <LazyQrScanner onCode={onCode} hint={t('run.self.hint')} label={t('run.self.cameraLabel')} fallback={t('run.self.fallback')} />
        </Suspense>
        {wrong && (
          <Text role="alert" c="red.8">
            {t('run.self.wrong')}
          </Text>
        )}
        <Button component={Link} to={eventPagePath(eventId)} size="lg" variant="default" fullWidth>
          {t('run.self.toEvent')}
        </Button>
      </Stack>
    </Container>
  );
}
