// npm run seed: a demo campus in the configured database (the same one `npm start` uses).
import { loadConfig } from '../config.ts';
import { openDatabase } from '../infrastructure/db/connection.ts';
import { migrateToLatest } from '../infrastructure/db/migrate.ts';
import { seedDemoCampus } from './demo-campus.ts';

const config = loadConfig();
const handle = openDatabase(config);
try {
  await migrateToLatest(handle);
  const summary = await seedDemoCampus(handle, config.campusTimeZone, config.dataDir);
  console.log(summary);
} finally {
  await handle.close();
}
