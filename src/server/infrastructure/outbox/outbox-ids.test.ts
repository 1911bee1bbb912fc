import { describe, expect, it } from 'vitest';
import { newOutboxIdentity } from './queries.ts';

describe("the outbox's ids", () => {
  it('sort in the order the messages were queued, many in one millisecond too', () => {
    // A cancellation's webhook and the promotion it causes are queued in one transaction,
    // usually within a millisecond: the sender takes rows in id order.
    const ids = Array.from({ length: 500 }, () => newOutboxIdentity('quad.test').id);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
