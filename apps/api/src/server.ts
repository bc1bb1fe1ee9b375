import { prepareDatabase } from '@shop/db';
import { createFileStore } from '@shop/storage';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { exitGracefullyOnSignals } from './lib/graceful-shutdown.ts';
import { loggerOptions as serverLoggerOptions } from './lib/logging.ts';
import { ensureInitialAdmin } from './services/accounts/ensure-initial-admin.ts';
import { startupProblems } from './startup-checks.ts';

/** The configuration, or the list of what is wrong with it and exit 1 (no stack trace). */
function configOrExit() {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const config = configOrExit();
const loggerOptions = serverLoggerOptions(config.logLevel);

async function main() {
  const files = createFileStore(config.storage);
  const database = await prepareDatabase(config.database, {
    files,
    includeDemoAdmin: config.database.kind === 'pglite',
  }).catch((error: unknown) => {
    const where =
      config.database.kind === 'postgres'
        ? 'the PostgreSQL server in DATABASE_URL'
        : `the embedded database in ${config.database.dataDir}`;
    console.error(
      `Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  });

  if (config.initialAdmin && (await ensureInitialAdmin(database.db, config.initialAdmin))) {
    console.log(`Created the admin ${config.initialAdmin.email} (ADMIN_EMAIL).`);
  }

  const problems = await startupProblems(config, database.db);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    await database.close();
    process.exit(1);
  }

  const app = await buildApp({
    config,
    database,
    files,
    logger: loggerOptions,
    payments: config.paymentChecks,
  });
  exitGracefullyOnSignals({
    app,
    closeDatabase: () => database.close(),
    timeoutMs: config.shutdownTimeoutMs,
  });

  await app.listen({ host: config.host, port: config.port });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `\n  Burger House is open at http://${shown}:${config.port}  (API docs: /api/docs)\n`,
  );
}

await main();
