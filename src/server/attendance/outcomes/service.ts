import { MSG } from '../../../domain/messages.ts';
import type { OutcomeView } from '../../../domain/responses/outcomes.ts';
import { parseStoredTags } from '../../../domain/tags.ts';
import type { ServerContext } from '../../infrastructure/context.ts';
import { newId } from '../../infrastructure/db/ids.ts';
import { nowIso } from '../../infrastructure/db/time.ts';
import { conflict, isUniqueViolation, notFound } from '../../infrastructure/http/errors.ts';
import { deleteOutcomeRow, eventsNamingOutcome, findOutcome, insertOutcome, listOutcomes, setEventOutcomes, updateOutcome } from './queries.ts';

const taken = () => conflict(MSG.outcomeNameTaken, 'OUTCOME_NAME_TAKEN', { name: MSG.outcomeNameTaken });

export async function outcomesOf(ctx: Pick<ServerContext, 'db'>): Promise<OutcomeView[]> {
  return listOutcomes(ctx.db);
}

/** Adds an outcome; 409 when another has the same name (in any case). */
export async function createOutcome(ctx: ServerContext, input: { name: string; description: string }): Promise<OutcomeView> {
  const id = newId(12);
  const now = nowIso();
  try {
    await insertOutcome(ctx.db, { id, name: input.name, name_key: input.name.toLowerCase(), description: input.description, created_at: now, updated_at: now });
  } catch (error) {
    if (isUniqueViolation(error, 'name_key')) throw taken();
    throw error;
  }
  return { id, name: input.name, description: input.description };
}

export async function editOutcome(ctx: ServerContext, id: string, patch: { name?: string; description?: string }): Promise<OutcomeView> {
  try {
    const changed = await updateOutcome(ctx.db, id, {
      ...(patch.name !== undefined && { name: patch.name, name_key: patch.name.toLowerCase() }),
      ...(patch.description !== undefined && { description: patch.description }),
      updated_at: nowIso(),
    });
    if (changed === 0) throw notFound(MSG.outcomeNotFound, 'OUTCOME_NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error, 'name_key')) throw taken();
    throw error;
  }
  return (await findOutcome(ctx.db, id))!;
}

/** Removes an outcome and its mention from every event, in one transaction. */
export async function deleteOutcome(ctx: ServerContext, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    for (const event of await eventsNamingOutcome(trx, id)) {
      const kept = parseStoredTags(event.outcomes).filter((o) => o !== id);
      await setEventOutcomes(trx, event.id, JSON.stringify(kept));
    }
    if ((await deleteOutcomeRow(trx, id)) === 0) throw notFound(MSG.outcomeNotFound, 'OUTCOME_NOT_FOUND');
  });
}
