/**
 * `npm run platform:import -- items.json`: imports content items in the DocDetail shape into the
 * database under DATA_DIR (README: import format). Safe while the server runs (WAL mode).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { importItems } from '../services/import-items';

function main(argv: string[]): number {
  const file = argv.find((arg) => arg !== '--');
  if (!file) {
    console.error('usage: npm run platform:import -- items.json');
    return 2;
  }
  const config = readConfig();
  const input = JSON.parse(fs.readFileSync(path.resolve(file), 'utf8')) as unknown;
  const db = openDatabase(config.dataDir);
  try {
    const result = importItems(db, input, Math.floor(Date.now() / 1000));
    for (const id of result.created) console.log(`created ${id}`);
    for (const id of result.updated) console.log(`updated ${id}`);
    for (const error of result.errors) console.error(`item ${error.index} skipped: ${error.message}`);
    console.log(
      `${result.created.length} created, ${result.updated.length} updated, ${result.errors.length} skipped (${config.dataDir})`,
    );
    return result.errors.length > 0 ? 1 : 0;
  } finally {
    db.close();
  }
}

process.exitCode = main(process.argv.slice(2));
