import { loadConfig } from '../../config.ts';
import { backupSettings, restoreBackup, takeBackup } from './backup.ts';

/**
 * `npm run backup`: a consistent copy to BACKUP_DIR, keeping the newest BACKUP_KEEP.
 * `npm run restore <file>`: that copy into an empty DATA_DIR or database.
 */
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    const written = await takeBackup(config, backupSettings(config));
    process.stdout.write(`Backup written: ${written}\n`);
  } else if (command === 'restore' && file) {
    await restoreBackup(config, file);
    process.stdout.write(`Restored ${file} into ${config.database.kind === 'sqlite' ? config.database.file : 'the database'}\n`);
  } else {
    console.error('Usage: npm run backup | npm run restore <file>');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
