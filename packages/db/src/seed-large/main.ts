// `npm run seed:large`: 100,000 customers and 1,000,000 orders over the last 13 months in the
// database at DATABASE_URL, or in the embedded one ($DATA_DIR/db, ./data/db by default), for
// measuring the dashboard at size (`BENCH_PARTS=analytics npm run bench`). The database is
// migrated and demo-seeded first when it is new. SEED_LARGE_CUSTOMERS / SEED_LARGE_ORDERS
// change the sizes. Running it again carries on after an interruption, or does nothing.
import { createFileStore } from '@shop/storage';
import cliProgress from 'cli-progress';
import { prepareDatabase } from '../bootstrap.ts';
import { readSeedLargeConfig } from './config.ts';
import { type LargeSeedProgress, seedLargeData } from './seed-large.ts';

const { size, open, where, storage } = readSeedLargeConfig();

const bar = new cliProgress.SingleBar(
  {
    format:
      ' {phase} |{bar}| {percentage}% · {value}/{total} rows · {duration_formatted} · ETA {eta_formatted}',
    hideCursor: true,
    // Without a terminal (CI, a log file) the bar is printed as a line every few seconds.
    noTTYOutput: true,
    notTTYSchedule: 5000,
  },
  cliProgress.Presets.shades_classic,
);
const progress: LargeSeedProgress = {
  start: (total, done) => bar.start(total, done, { phase: 'customers' }),
  advance: (done, phase) => bar.update(done, { phase: phase.padEnd(9) }),
  settling: () => {
    bar.stop();
    console.log('Adding up spending, units sold and the dashboard rollup…');
  },
};

console.log(
  `Large seed: ${size.customers.toLocaleString('en')} customers and ${size.orders.toLocaleString('en')} orders into ${where}`,
);
const handle = await prepareDatabase(open, {
  files: createFileStore(storage),
  includeDemoAdmin: open.kind === 'pglite',
});
try {
  const started = Date.now();
  const outcome = await seedLargeData(handle.db, size, progress);
  if (outcome === 'already-filled') {
    console.log('It already holds the large data set: nothing to do.');
  } else {
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
} catch (error) {
  bar.stop();
  throw error;
} finally {
  await handle.close();
}
