import { buildApp } from './app.ts';
import { type AppConfig, ConfigError, DEMO_HOST, loadConfig } from './config.ts';
import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import { sealClearBidFacts } from './modules/bids/bid-facts-migration.ts';
import { seedFirstStart } from './seed/first-start.ts';

/** A setting that is missing or wrong stops the server with one readable line naming it, not a stack trace. */
function refuseToStart(error: unknown): never {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

// `npm start` and `npm run dev` pass --demo; anything else (a service unit, a container) is production unless
// APP_MODE says otherwise, so a forgotten variable never publishes the demo passwords.
let config: AppConfig;
try {
  config = loadConfig(process.env, process.argv.includes('--demo') ? 'demo' : 'production');
} catch (error) {
  refuseToStart(error);
}

const database: Database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrateDatabase(database);
// Bids lodged before the figures were sealed kept their file's name, size and hash in clear: sealed now, with the project key.
await sealClearBidFacts(database.db, config.bidMasterKey);
// In test mode the browser tests may move time forward (POST /api/test/clock), e.g. past a link's 10 minutes.
const clock = config.mode === 'test' ? new OffsetClock() : systemClock;
let seeded: string | undefined;
try {
  seeded = await seedFirstStart(config, database.db, clock);
} catch (error) {
  await database.close();
  refuseToStart(error);
}

const app = await buildApp({ config, db: database.db, clock });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}

const where = database.kind === 'postgres' ? 'PostgreSQL' : `嵌入式数据库 ${config.dataDir}`;
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.info(`电子采购交易平台 listening on http://localhost:${port} (${where}, HOST ${config.host}, ${config.mode})`);
if (config.mode === 'demo' && config.host === DEMO_HOST) {
  console.info(
    `演示模式只在本机 ${DEMO_HOST} 监听（演示账号的密码是公开的）；要让其他电脑访问，请设置 HOST，例如 HOST=0.0.0.0`,
  );
}
if (seeded) console.info(seeded);
