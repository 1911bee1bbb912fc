import { describe, expect, it } from 'vitest';
import { MAX_CAPACITY } from './events.ts';
import { MSG } from './messages.ts';
import { EVENT_LABELS, eventFormSchema, eventInputSchema, eventPatchSchema } from './schemas/event.ts';
import { describeIssues, requiredMessage } from './schemas/issues.ts';

const good = { name: 'Line Follower Workshop', date: '2026-11-25', time: '18:30', venue: 'Hall A', description: 'Robots on a line.', type: 'Workshop' };

const problems = (schema: typeof eventInputSchema | typeof eventFormSchema | typeof eventPatchSchema, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : describeIssues(result.error.issues);
};

describe('max participants', () => {
  it('keeps 0, empty and missing as unlimited, and takes a whole number', () => {
    for (const capacity of [undefined, null, '', 0, '0']) expect(eventInputSchema.parse({ ...good, capacity }).capacity).toBe(0);
    expect(eventInputSchema.parse({ ...good, capacity: 40 }).capacity).toBe(40);
    expect(eventInputSchema.parse({ ...good, capacity: ' 40 ' }).capacity).toBe(40);
    expect(eventInputSchema.parse({ ...good, capacity: MAX_CAPACITY }).capacity).toBe(MAX_CAPACITY);
  });

  it("refuses a negative or fractional number and other JSON types with 'Max participants must be a whole number, 0 for no limit'", () => {
    for (const capacity of [-1, -5, '-5', 2.5, Number.NaN, true, [3], { n: 3 }]) {
      expect(problems(eventInputSchema, { ...good, capacity }), JSON.stringify(capacity)).toEqual({
        message: MSG.capacityInvalid,
        fields: { capacity: MSG.capacityInvalid },
      });
    }
    expect(problems(eventPatchSchema, { capacity: -5 })).toEqual({ message: MSG.capacityInvalid, fields: { capacity: MSG.capacityInvalid } });
  });

  it('refuses more than 100000 places', () => {
    expect(MSG.capacityTooLarge).toContain(String(MAX_CAPACITY));
    expect(problems(eventInputSchema, { ...good, capacity: MAX_CAPACITY + 1 })?.fields).toEqual({ capacity: MSG.capacityTooLarge });
  });

  it('reads text through the API as SPEC.md says ("parsed to a whole number, falling back to 0")', () => {
    expect(eventInputSchema.parse({ ...good, capacity: '12.7' }).capacity).toBe(12);
    expect(eventInputSchema.parse({ ...good, capacity: 'lots' }).capacity).toBe(0);
  });

  it('refuses on the form a number typed that is not a whole one of 0 or more ("2.5", "-3"), rather than rewrite it', () => {
    for (const capacity of ['', '0', '40', ' 40 ']) expect(eventFormSchema.safeParse({ ...good, capacity }).success, capacity).toBe(true);
    // Text with no number in it keeps SPEC.md's fallback: unlimited.
    expect(eventFormSchema.parse({ ...good, capacity: 'abc' }).capacity).toBe(0);
    for (const capacity of ['2.5', '-3', '+5', '1e3', '4 0', '12 people']) {
      expect(problems(eventFormSchema, { ...good, capacity })?.fields, capacity).toEqual({ capacity: MSG.capacityInvalid });
    }
    expect(problems(eventFormSchema, { ...good, capacity: '100001' })?.fields).toEqual({ capacity: MSG.capacityTooLarge });
  });
});

describe('an empty event field is named', () => {
  it("names each empty field beside it, under the headline 'Please fill all fields'", () => {
    expect(problems(eventInputSchema, { ...good, venue: '' })).toEqual({ message: MSG.fillAllFields, fields: { venue: 'Venue is required' } });
    expect(problems(eventInputSchema, { ...good, venue: '   ' })).toEqual({ message: MSG.fillAllFields, fields: { venue: 'Venue is required' } });
    const none = problems(eventFormSchema, { name: '', date: '', time: '', venue: '', description: '', type: '', capacity: '' });
    expect(none).toEqual({
      message: MSG.fillAllFields,
      fields: {
        name: 'Event name is required',
        date: 'Date is required',
        time: 'Time is required',
        venue: 'Venue is required',
        description: 'Description is required',
        type: 'Type is required',
      },
    });
    const missing = problems(eventInputSchema, {});
    expect(missing?.message).toBe(MSG.fillAllFields);
    expect(Object.keys(missing?.fields ?? {}).sort()).toEqual(['date', 'description', 'name', 'time', 'type', 'venue']);
  });

  it('uses the labels of the form', () => {
    for (const key of ['name', 'date', 'time', 'venue', 'description', 'type'] as const) {
      expect(problems(eventInputSchema, { ...good, [key]: '' })?.fields[key]).toBe(`${EVENT_LABELS[key]} is required`);
    }
  });

  it("still puts 'Please fill all fields' first beside other problems, and names a blank field on a change", () => {
    expect(problems(eventInputSchema, { ...good, venue: '', capacity: -1 })).toEqual({
      message: MSG.fillAllFields,
      fields: { venue: 'Venue is required', capacity: MSG.capacityInvalid },
    });
    expect(problems(eventPatchSchema, { name: '  ' })).toEqual({ message: MSG.fillAllFields, fields: { name: 'Event name is required' } });
  });

  it('gives one summary per "is required" message', () => {
    expect(requiredMessage('Venue', MSG.fillAllFields)).toBe('Venue is required');
    expect(() => requiredMessage('Venue', MSG.fillAllRequiredFields)).toThrow(/already stands for/);
  });
});
