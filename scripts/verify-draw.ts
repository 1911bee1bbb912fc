// Re-runs a Quad lottery draw and says whether its published result is reproduced
// (docs/lottery.md). Anyone can run it; it needs no account and no database.
//   npx tsx scripts/verify-draw.ts https://events.example.edu/api/events/<id>/draw
//   npx tsx scripts/verify-draw.ts saved-draw.json [--entry <your entry id>]
// The entrants are entry ids: yours is shown on your registration in Quad (`drawEntry`).
// Exit status 0 when the winners and the waitlist match the re-run, 1 when not, 2 on bad input.
import { readFile } from 'node:fs/promises';
import { placeOf, verifyPublishedDraw } from '../src/server/registrations/lottery/verify.ts';

async function readDraw(source: string): Promise<unknown> {
  if (/^https?:\/\//i.test(source)) {
    const res = await fetch(source, { headers: { accept: 'application/json' } });
    const text = await res.text();
    if (!res.ok) throw new Error(`${source} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }
  return JSON.parse(await readFile(source, 'utf8'));
}

async function main(args: string[]): Promise<number> {
  const entryFlag = args.indexOf('--entry');
  const entryId = entryFlag >= 0 ? args[entryFlag + 1]?.trim().toLowerCase() : undefined;
  const source = args.find((a, k) => !a.startsWith('--') && (entryFlag < 0 || k !== entryFlag + 1));
  if (!source || (entryFlag >= 0 && !entryId)) {
    console.error('Usage: npx tsx scripts/verify-draw.ts <url of /api/events/:id/draw | saved JSON file> [--entry <entry id>]');
    return 2;
  }
  let result;
  try {
    result = verifyPublishedDraw(await readDraw(source));
  } catch (error) {
    console.error(`Could not read a draw from ${source}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { published, rerun, winnersMatch, waitlistMatches, problems } = result;
  console.log(`Draw of event ${published.eventId}, held ${published.drawnAt}`);
  console.log(`Algorithm: ${published.algorithm}`);
  console.log(`Seed:      ${published.seed}`);
  console.log(`Entrants:  ${published.entrants.length}, capacity ${published.capacity === 0 ? '0 (unlimited)' : published.capacity}`);
  console.log(`Published: ${published.winners.length} winners, ${published.waitlist.length} on the waitlist`);
  console.log(`Re-run:    ${rerun.winners.length} winners, ${rerun.waitlist.length} on the waitlist`);
  console.log(`Winners match:  ${winnersMatch ? 'yes' : 'NO'}`);
  console.log(`Waitlist matches (in order): ${waitlistMatches ? 'yes' : 'NO'}`);
  if (entryId) console.log(placeOf(rerun, entryId));
  if (problems.length) {
    for (const problem of problems) console.log(`✗ ${problem}`);
    return 1;
  }
  console.log('✓ The draw is reproduced exactly from its seed and entrants.');
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
