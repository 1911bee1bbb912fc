import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { stockImageIndex, stockImageUrl } from '../../../domain/event-display.ts';
import classes from './EventPoster.module.css';

/** What a poster needs of an event (EventView has it all). */
export interface PosterEvent {
  id: string;
  imageUrl: string | null;
  cardImageUrl: string | null;
  /** The uploaded image's width over height; absent or null: taken as 16:9. */
  imageAspect?: number | null;
}

interface EventPosterProps {
  event: PosterEvent;
  /** `card`: the card-size file (640 px wide), for cards and the banner; `full`: up to 1600 px, for an event's page. */
  size?: 'card' | 'full';
  /**
   * The frame's width over its height: the poster keeps its place before it loads, and is
   * drawn whole inside it. Without one the poster fills its parent's box (which must have a height).
   */
  frame?: number;
  /** Above the fold: loaded first. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

const DEFAULT_ASPECT = 16 / 9;

/**
 * An event's poster, whole: an uploaded image at its own aspect ratio on a blurred fill
 * of itself; an event without one gets a stand-in cover, a campus background chosen from
 * the event's id, so it looks the same on its card, in the banner and on its page. The
 * poster is decoration beside the event's name (the name is never written on it), so it
 * has no text alternative of its own.
 */
export function EventPoster({ event, size = 'card', frame, priority = false, className, style }: EventPosterProps) {
  const own = size === 'card' ? event.cardImageUrl : event.imageUrl;
  // The blurred fill is a CSS background, which browsers fetch at once wherever it is: it
  // is set only when the poster itself has arrived, so a poster far down the page still
  // waits for its turn (loading="lazy") and the fill costs no second download.
  const image = useRef<HTMLImageElement>(null);
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    // Arrived before the app took over the server's HTML: no load event will come.
    if (image.current?.complete && image.current.naturalWidth > 0) setArrived(true);
  }, [own]);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  const frameStyle: CSSProperties = { ...(frame ? { aspectRatio: String(frame) } : { height: '100%' }), ...style };
  const frameClass = className ? `${classes.frame} ${className}` : classes.frame;

  if (!own) {
    const background = stockImageIndex(event.id);
    return (
      <div className={frameClass} style={frameStyle} data-poster="stand-in">
        <img
          src={stockImageUrl(background, size === 'card' ? 'card' : 'banner')}
          alt=""
          className={classes.standIn}
          width={size === 'card' ? 640 : 1600}
          height={size === 'card' ? 360 : 400}
          loading={loading}
          fetchPriority={fetchPriority}
        />
      </div>
    );
  }

  const aspect = event.imageAspect && event.imageAspect > 0 ? event.imageAspect : DEFAULT_ASPECT;
  const fit = !frame ? 'box' : aspect >= frame ? 'width' : 'height';
  // The file's own size (the card version is at most 640 wide, the full one 1600), so the box has its ratio before the file arrives.
  const width = size === 'card' ? Math.min(640, Math.round(800 * aspect)) : 1600;
  return (
    <div className={frameClass} style={frameStyle} data-poster="image">
      <div className={classes.fill} style={arrived ? { backgroundImage: `url("${own}")` } : undefined} data-arrived={arrived || undefined} aria-hidden />
      <img
        ref={image}
        onLoad={() => setArrived(true)}
        src={own}
        alt=""
        className={classes.image}
        data-fit={fit}
        style={{ aspectRatio: String(aspect) }}
        width={width}
        height={Math.round(width / aspect)}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
      />
    </div>
  );
}
