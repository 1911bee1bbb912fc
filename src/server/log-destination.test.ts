import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.ts';

/** A reader that takes each chunk only when told to. */
function slowReader() {
  const held: (() => void)[] = [];
  const lines: string[] = [];
  const out = new Writable({
    highWaterMark: 16,
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      held.push(callback);
    },
  });
  const readAll = async () => {
    while (held.length) {
      held.shift()!();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { out, lines, readAll };
}

describe('the log destination', () => {
  it('never waits for a slow reader: past its limit it drops lines, counts them, and says so once the reader catches up', async () => {
    const { out, lines, readAll } = slowReader();
    const destination = createLogDestination(out, 100);
    const reports: number[] = [];
    destination.onCaughtUp = (dropped) => {
      reports.push(dropped);
      destination.write('{"msg":"dropped"}\n');
    };
    for (let i = 0; i < 50; i++) destination.write(`{"msg":"line ${i}"}\n`);
    // What fits within the limit waits its turn; the rest is counted, not kept.
    const kept = 50 - destination.dropped;
    expect(destination.dropped).toBeGreaterThan(0);
    expect(kept).toBeGreaterThan(0);
    expect(reports).toEqual([]);

    await readAll();
    await readAll();
    expect(reports).toEqual([destination.dropped]);
    expect(lines.slice(0, kept)).toEqual(Array.from({ length: kept }, (_, i) => `{"msg":"line ${i}"}\n`));
    expect(lines.at(-1)).toBe('{"msg":"dropped"}\n');

    // Caught up: lines go out again.
    destination.write('{"msg":"after"}\n');
    await readAll();
    expect(lines.at(-1)).toBe('{"msg":"after"}\n');
  });
});
