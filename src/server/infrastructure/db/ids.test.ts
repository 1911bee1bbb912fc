import { describe, expect, it } from 'vitest';
import { newId, pooledRandomBytes } from './ids.ts';

describe('newId', () => {
  it('gives ids of the asked length from the URL-safe alphabet, never the same twice, across many refills of its random pool', () => {
    const ids = Array.from({ length: 20_000 }, (_, i) => newId(i % 3 === 0 ? 12 : 16));
    expect(ids.every((id, i) => id.length === (i % 3 === 0 ? 12 : 16) && /^[A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    // A very long id takes more than a pool at once.
    expect(newId(3000)).toMatch(/^[A-Za-z0-9]{3000}$/);
  });
});

describe('pooledRandomBytes', () => {
  it('gives each byte once: chunks drawn across many refills of the pool never repeat', () => {
    const chunks = Array.from({ length: 2_000 }, () => pooledRandomBytes(12).toString('hex'));
    expect(new Set(chunks).size).toBe(chunks.length);
  });
});
