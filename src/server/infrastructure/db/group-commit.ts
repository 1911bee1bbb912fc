/**
 * Group commit. Work for one key (an event's registrations; the idempotency keys claimed)
 * that arrives while a transaction for that key is running waits for it, then goes
 * together in the next one: on PostgreSQL one lock of the event row and one commit (one
 * fsync) for the whole group instead of one each, which is what held a rush to a few
 * hundred registrations a second. A group starts in the event loop's next turn
 * (setImmediate, never a timer), so the requests read in the same turn join it: on SQLite,
 * whose statements run synchronously, that is the only way a group forms (a rush went from
 * 630 to 1,300–1,700 a second). Each caller is answered after its group's commit, so an
 * acknowledged registration is durable.
 */

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface GroupCommit<J, R> {
  /** Queues `job` under `key`; settles with its own outcome once its group has committed. */
  submit(key: string, job: J): Promise<R>;
}

interface Waiting<J, R> {
  job: J;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

/** `commit` runs one group (one transaction) and settles each job of it, in order. */
export function createGroupCommit<J, R>(commit: (key: string, jobs: J[]) => Promise<Settled<R>[]>, maxGroup = 100): GroupCommit<J, R> {
  const waiting = new Map<string, Waiting<J, R>[]>();

  async function drain(key: string, queue: Waiting<J, R>[]) {
    while (queue.length > 0) {
      const group = queue.splice(0, maxGroup);
      let settled: Settled<R>[];
      try {
        settled = await commit(key, group.map((w) => w.job));
      } catch (error) {
        settled = group.map(() => ({ ok: false, error }));
      }
      group.forEach((w, i) => {
        const outcome = settled[i] ?? { ok: false, error: new Error('group commit: no outcome') };
        if (outcome.ok) w.resolve(outcome.value);
        else w.reject(outcome.error);
      });
    }
    waiting.delete(key);
  }

  return {
    submit(key, job) {
      return new Promise<R>((resolve, reject) => {
        const queue = waiting.get(key);
        if (queue) {
          queue.push({ job, resolve, reject });
          return;
        }
        const fresh = [{ job, resolve, reject }];
        waiting.set(key, fresh);
        // After the requests this turn of the event loop has read: they join this group.
        // SQLite's statements run synchronously, so without this wait a group never forms.
        setImmediate(() => void drain(key, fresh));
      });
    },
  };
}
