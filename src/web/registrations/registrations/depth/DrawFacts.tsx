import { Anchor, Group, Stack, Text } from '@mantine/core';
import type { DrawView } from '../../../../domain/responses/events.ts';
import type { EventView } from '../../../../domain/events.ts';
import { useRegistrationWords } from './words.ts';
import { drawPath, useDraw, useRegistration } from '../api.ts';
import { useCampusZone } from './clock.ts';

const SEED_SHOWN = 12;

/**
 * A drawn lottery's public facts on its page: when it was drawn and its seed (the first
 * characters; the whole in the draw), and the draw itself (GET /api/events/:id/draw:
 * seed, entrants, winners), which anyone can re-run. The seed is read by the browser:
 * the page the server rendered says 'Drawn on …', the seed follows.
 */
/** The signed-in entrant's own entry id in the published draw, so they can find themselves in it. */
function YourEntry({ registrationId, draw }: { registrationId: string; draw: DrawView | undefined }) {
  const registration = useRegistration(registrationId);
  const { t } = useRegistrationWords();
  const entry = registration.data?.drawEntry;
  if (!entry || !draw) return null;
  if (draw.winners.includes(entry)) return <Text>{t('register.entryWon', { entry })}</Text>;
  const place = draw.waitlist.indexOf(entry);
  return place < 0 ? null : <Text>{t('register.entryWaitlist', { entry, place: place + 1 })}</Text>;
}

export function DrawFacts({ event }: { event: Pick<EventView, 'id' | 'allocation' | 'drawnAt' | 'viewer'> }) {
  const zone = useCampusZone();
  const { t, drawnOn } = useRegistrationWords();
  const drawn = event.allocation === 'lottery' && Boolean(event.drawnAt);
  const draw = useDraw(event.id, drawn);
  if (!drawn) return null;
  const seed = draw.data?.seed;
  const mine = event.viewer?.registrationId;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text>
          {drawnOn(event.drawnAt!, zone)}
          {seed && t('register.seed', { seed: `${seed.slice(0, SEED_SHOWN)}${seed.length > SEED_SHOWN ? '…' : ''}` })}
        </Text>
        <Anchor href={drawPath(event.id)}>{t('register.checkDraw')}</Anchor>
      </Group>
      {mine && <YourEntry registrationId={mine} draw={draw.data} />}
    </Stack>
  );
}
