import { Image } from '@mantine/core';
import { campusWhen } from '../../domain/event-when.ts';
import { displayName, stockImageIndex, stockImageUrl } from '../../domain/event-display.ts';
import classes from './EventImage.module.css';

interface EventImageProps {
  event: {
    id: string;
    cardImageUrl: string | null;
    imageUrl: string | null;
    name?: string;
    date?: string;
    time?: string;
    organizer?: { name: string };
  };
  size?: 'card' | 'full';
  height?: number;
  priority?: boolean;
  /** Which campus background a cover uses (a list picks them so that neighbours differ); else one per event. */
  background?: number;
}

/**
 * The event's own picture; for an event without one, a designed cover: its
 * name, date and club on a campus background. The cover's words repeat what the page
 * says beside it, so assistive technology skips them.
 */
export function EventImage({ event, size = 'card', height = 160, priority = false, background }: EventImageProps) {
  const own = size === 'card' ? event.cardImageUrl : event.imageUrl;
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  if (own) return <Image src={own} alt="" h={height} fit="cover" loading={loading} fetchPriority={fetchPriority} width={640} height={360} />;

  const src = stockImageUrl(background ?? stockImageIndex(event.id), size === 'card' ? 'card' : 'banner');
  return (
    <div className={`${classes.cover} ${size === 'full' ? classes.full : ''}`} style={{ height }}>
      <img src={src} alt="" className={classes.background} width={size === 'card' ? 640 : 1600} height={size === 'card' ? 360 : 400} loading={loading} fetchPriority={fetchPriority} />
      {/* On a card the cover carries the event's words; a page or dialog has them as its heading already. */}
      {size === 'card' && event.name && (
        <div className={classes.text} aria-hidden>
          <span className={classes.name}>{displayName(event.name)}</span>
          <span className={classes.meta}>
            {event.date && event.time ? campusWhen(event.date, event.time) : null}
            {event.organizer ? ` · ${event.organizer.name}` : null}
          </span>
        </div>
      )}
    </div>
  );
}
