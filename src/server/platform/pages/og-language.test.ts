import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eventWhen } from '../../../domain/event-when.ts';
import type { EventView } from '../../../domain/events.ts';
import { translatorFor } from '../../../domain/i18n/i18n.ts';
import { INDIC_FONTS, scriptRuns, woffToSfnt } from '../../infrastructure/images/fonts.ts';
import { renderOgImage, renderSiteCard } from './og-image.ts';

// The link previews say their words and the event's date in the card's language, in letters
// the card's fonts have (no box for a missing letter).

const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Buffer): { layout(text: string): { glyphs: { id: number }[] } } };
const event = { id: 'ev1', name: 'Yakshagana Night', startsAt: '2026-12-01T13:00:00.000Z', venue: 'Open Air Theatre', organizer: { id: 'o', name: 'Kannada Sangha' }, imageUrl: null } as unknown as EventView;

describe('link previews in a language', () => {
  it('draws the event’s date in Hindi and Kannada, each a different card from the English one', async () => {
    const cards = await Promise.all((['en', 'hi', 'kn'] as const).map((language) => renderOgImage(event, undefined, 'Campus', 'Asia/Kolkata', '#1c7ed6', language)));
    for (const png of cards) expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(new Set(cards.map((png) => png.toString('base64'))).size).toBe(3);
  });

  it('the Hindi and Kannada dates and the site card’s words have a glyph for every letter', async () => {
    for (const language of ['hi', 'kn'] as const) {
      const t = translatorFor(language);
      for (const text of [eventWhen(event.startsAt, 'Asia/Kolkata', undefined, language), t('mail:og.siteTitle'), t('mail:og.siteText'), t('mail:og.campusEvent')]) {
        const runs = scriptRuns(text).filter((r) => r.script !== 'latin');
        expect(runs.length, text).toBeGreaterThan(0);
        for (const run of runs) {
          const glyphs = fontkit.create(woffToSfnt(readFileSync(INDIC_FONTS[run.script as keyof typeof INDIC_FONTS].regular))).layout(run.text).glyphs.map((g) => g.id);
          expect(glyphs, `${language}: ${run.text}`).not.toContain(0);
        }
      }
      const card = await renderSiteCard(t('mail:og.siteTitle'), t('mail:og.siteText'), 'Campus', '#1c7ed6');
      expect(card.subarray(1, 4).toString()).toBe('PNG');
    }
  });
});
