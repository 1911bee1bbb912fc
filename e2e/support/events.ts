import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { buildEvent, type EventFactoryInput } from '../../test/support/factories.ts';

export { buildEvent };

/** Creates an event through the API with an organizer's request context. */
export async function createEvent(request: APIRequestContext, overrides: Partial<EventFactoryInput> = {}) {
  const input = buildEvent(overrides);
  const res = await request.post('/api/events', { data: input });
  if (res.status() !== 201) throw new Error(`event creation failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; name: string; date: string; time: string };
}

/** A small real PNG to upload. */
export function pngBytes(width = 800, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } }).png().toBuffer();
}

/** The event form's fields a test fills, by their labels; those left out stay as they are. */
export interface EventFormFields {
  name?: string;
  date?: string;
  time?: string;
  venue?: string;
  description?: string;
  type?: string;
  capacity?: string;
  /** Tags to pick (chips of the campus's tags); those already picked stay picked. */
  tags?: string[];
}

/** Fills the event form as a person would, field by field, by label. */
export async function fillEventForm(page: Page, fields: EventFormFields) {
  const { name, date, time, venue, description, type, capacity, tags } = fields;
  if (name !== undefined) await page.getByLabel('Event name').fill(name);
  if (date !== undefined) await page.getByLabel('Date').fill(date);
  if (time !== undefined) await page.getByLabel('Time', { exact: true }).fill(time);
  if (venue !== undefined) await page.getByLabel('Venue').fill(venue);
  if (description !== undefined) await page.getByLabel('Description').fill(description);
  if (type !== undefined) await page.getByLabel('Type').selectOption(type);
  if (capacity !== undefined) await page.getByLabel('Max participants (optional)').fill(capacity);
  const chips = page.getByRole('group', { name: 'Tags (optional)' });
  for (const tag of tags ?? []) {
    // A person clicks the chip's label; clicking a picked one would unpick it.
    if (!(await chips.getByRole('checkbox', { name: tag, exact: true }).isChecked())) await chips.getByText(tag, { exact: true }).click();
  }
}
