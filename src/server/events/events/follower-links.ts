import type { Trx } from '../../infrastructure/db/connection.ts';

/**
 * What a new event asks of the clubs' followers, wired by app.ts: they hear of it in
 * the same transaction that creates it. Events know no follows code; follows answer
 * through this one named call.
 */
export interface FollowerLinks {
  tellFollowers(trx: Trx, event: { id: string; name: string; organizerId: string; date: string; time: string; venue: string }): Promise<void>;
}
