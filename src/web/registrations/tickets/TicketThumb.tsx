import { stockImageIndex, stockImageUrl } from '../../../domain/event-display.ts';
import type { EventView } from '../../../domain/events.ts';
import classes from './Tickets.module.css';

/**
 * The event's poster cut to a small square, or the campus cover every event without one
 * shares (its words are the card's own title beside it, so none are drawn on it here).
 * Decorative: the title beside it says which event.
 */
export function TicketThumb({ event, small = false }: { event: Pick<EventView, 'id' | 'cardImageUrl'>; small?: boolean }) {
  const src = event.cardImageUrl ?? stockImageUrl(stockImageIndex(event.id), 'card');
  if (small) return <img src={src} alt="" width={56} height={56} loading="lazy" decoding="async" className={classes.smallThumb} />;
  return (
    <div className={classes.thumbBox}>
      <img src={src} alt="" width={104} height={104} loading="lazy" decoding="async" className={classes.thumb} />
    </div>
  );
}
