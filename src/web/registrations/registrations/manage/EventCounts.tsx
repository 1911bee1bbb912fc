import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UiLanguage } from '../../../../domain/i18n/languages.ts';
import { isUnlimited } from '../../../../domain/seats.ts';
import type { EventView } from '../../../../domain/responses/events.ts';
import type { RegistrationList } from '../../../../domain/responses/registrations.ts';
import { windowTimeIn } from '../depth/words.ts';
import { usePublicConfig } from '../../../infrastructure/api/config.ts';
import { RegistrationCount } from '../../../events/events/index.ts';

/** The campus time zone (GET /api/config), the browser's own until it is known. */
export function useCampusZone(): string {
  return usePublicConfig().data?.timeZone ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
}

type CountedEvent = Pick<EventView, 'id' | 'capacity' | 'registrations' | 'waitlisted' | 'approval' | 'pending' | 'allocation' | 'entered' | 'drawAt' | 'drawnAt'>;

/** A lottery's state: '12 entered · draw on <date, time>' until the draw, then when it was drawn and where to check it. */
function LotteryLine({ event, timeZone }: { event: CountedEvent; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const when = (instant: string) => windowTimeIn(instant, timeZone, i18n.language as UiLanguage);
  if (event.drawnAt) {
    return (
      <Text>
        {t('run.counts.drawnOn', { when: when(event.drawnAt) })} ·{' '}
        <Anchor href={`/api/events/${encodeURIComponent(event.id)}/draw`}>{t('run.counts.checkDraw')}</Anchor>
      </Text>
    );
  }
  return (
    <Text>
      {t('run.counts.entered', { count: event.entered })}
      {event.drawAt ? ` · ${t('run.counts.drawOn', { when: when(event.drawAt) })}` : ''}
    </Text>
  );
}

/** The event's places and counts: seats taken and waitlisted (live), pending approval, the lottery. */
export function EventCounts({ event, timeZone }: { event: CountedEvent; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Card withBorder component="section" aria-label={t('run.counts.label')}>
      <Stack gap={4}>
        <Text>{t('run.counts.capacity', { capacity: isUnlimited(event.capacity) ? t('eventPage.unlimited') : String(event.capacity) })}</Text>
        <Text>
          <RegistrationCount eventId={event.id} registrations={event.registrations} waitlisted={event.waitlisted} capacity={event.capacity} />
        </Text>
        {event.approval && <Text>{t('run.counts.pending', { count: event.pending })}</Text>}
        {event.allocation === 'lottery' && <LotteryLine event={event} timeZone={timeZone} />}
      </Stack>
    </Card>
  );
}

/** 'T-shirt size: S 3 · M 5 · L 2' for each one-choice question, above the list. */
export function OptionCountsSummary({ optionCounts }: { optionCounts: RegistrationList['optionCounts'] }) {
  const { t } = useTranslation();
  if (!optionCounts || optionCounts.length === 0) return null;
  return (
    <Card withBorder component="section" aria-labelledby="answer-counts-heading" padding="sm">
      <Stack gap={4}>
        <Title order={2} size="h5" id="answer-counts-heading">
          {t('run.counts.answers')}
        </Title>
        {optionCounts.map((q) => (
          <Text key={q.questionId} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {q.label}: {q.counts.map((c) => `${c.option} ${c.count}`).join(' · ')}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
