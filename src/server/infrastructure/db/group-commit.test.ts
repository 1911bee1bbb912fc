import { describe, expect, it } from 'vitest';
import { createGroupCommit, type Settled } from './group-commit.ts';

/** A commit whose groups are recorded and which finishes when `release` is called. */
function gatedCommit() {
  const groups: string[][] = [];
  const gates: (() => void)[] = [];
  const commit = async (key: string, jobs: string[]): Promise<Settled<string>[]> => {
    groups.push([key, ...jobs]);
    await new Promise<void>((resolve) => gates.push(resolve));
    return jobs.map((job) => (job.startsWith('bad') ? { ok: false, error: new Error(job) } : { ok: true, value: `${job} done` }));
  };
  const release = async () => {
    await new Promise((r) => setImmediate(r));
    gates.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { groups, commit, release };
}

describe('group commit', () => {
  it('takes what arrives in one turn of the event loop as one group, and what arrives while it runs as the next', async () => {
    const { groups, commit, release } = gatedCommit();
    const gc = createGroupCommit(commit);
    const first = ['a', 'b'].map((job) => gc.submit('e1', job));
    // SQLite's statements run synchronously: a group started at once would never be joined.
    expect(groups).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(groups).toEqual([['e1', 'a', 'b']]);
    const later = ['c', 'd'].map((job) => gc.submit('e1', job));
    await release();
    expect(await Promise.all(first)).toEqual(['a done', 'b done']);
    expect(groups).toEqual([['e1', 'a', 'b'], ['e1', 'c', 'd']]);
    await release();
    expect(await Promise.all(later)).toEqual(['c done', 'd done']);
  });

  it('starts a lone job in the next turn, without waiting for others', async () => {
    const { groups, commit, release } = gatedCommit();
    const gc = createGroupCommit(commit);
    const alone = gc.submit('e1', 'a');
    await new Promise((r) => setImmediate(r));
    expect(groups).toEqual([['e1', 'a']]);
    await release();
    expect(await alone).toBe('a done');
  });

  it('answers each job with its own outcome, and a group that throws fails only its own jobs', async () => {
    let calls = 0;
    const gc = createGroupCommit<string, string>(async (_key, jobs) => {
      calls += 1;
      if (calls === 2) throw new Error('the database went away');
      return jobs.map((job) => (job === 'refused' ? { ok: false, error: new Error('409') } : { ok: true, value: job }));
    });
    expect(await gc.submit('e', 'a')).toBe('a');
    const settled = Promise.allSettled([gc.submit('e', 'x'), gc.submit('e', 'y')]);
    expect((await settled).map((s) => s.status === 'rejected' && (s.reason as Error).message)).toEqual(['the database went away', 'the database went away']);
    const both = Promise.allSettled([gc.submit('e', 'refused'), gc.submit('e', 'z')]);
    expect((await both).map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message))).toEqual(['409', 'z']);
  });

  it('runs different keys side by side, and splits a long queue into groups of at most maxGroup', async () => {
    const { groups, commit, release } = gatedCommit();
    const gc = createGroupCommit(commit, 2);
    const all = [gc.submit('e1', 'a'), gc.submit('e2', 'p'), gc.submit('e1', 'b'), gc.submit('e1', 'c'), gc.submit('e1', 'bad')];
    const outcomes = Promise.allSettled(all);
    await new Promise((r) => setImmediate(r));
    expect(groups).toEqual([['e1', 'a', 'b'], ['e2', 'p']]);
    await release();
    expect(groups.slice(2)).toEqual([['e1', 'c', 'bad']]);
    await release();
    await release();
    const settled = await outcomes;
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
  });
});
