import { Anchor, Group, Text } from '@mantine/core';
import type { EventView } from '../../../domain/events.ts';
import { windowTime } from '../../../domain/registration-settings.ts';
import { drawPath, useDraw } from '../api.ts';
import { useCampusZone } from './clock.ts';

const SEED_SHOWN = 12;

/**
 * A drawn lottery's public facts on its page: when it was drawn and its seed (the first
 * characters; the whole in the draw), and the draw itself (GET /api/events/:id/draw:
 * seed, entrants, winners), which anyone can re-run. The seed is read by the browser:
 * the page the server rendered says 'Drawn on …', the seed follows.
 */
export function DrawFacts({ event }: { event: Pick<EventView, 'id' | 'allocation' | 'drawnAt'> }) {
  const zone = useCampusZone();
  const drawn = event.allocation === 'lottery' && Boolean(event.drawnAt);
  const draw = useDraw(event.id, drawn);
  if (!drawn) return null;
  const seed = draw.data?.seed;
  return (
    <Group gap="xs" wrap="wrap">
      <Text>
        {`Drawn on ${windowTime(event.drawnAt!, zone)}`}
        {seed && ` · seed ${seed.slice(0, SEED_SHOWN)}${seed.length > SEED_SHOWN ? '…' : ''}`}
      </Text>
      <Anchor href={drawPath(event.id)}>Check the draw</Anchor>
    </Group>
  );
}
