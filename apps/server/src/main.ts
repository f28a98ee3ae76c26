import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { OffsetClock, systemClock } from './lib/clock.ts';
import { seedDemoData } from './seed/demo.ts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
);
await migrateDatabase(database);
const seeded = await seedDemoData(database.db);

// In test mode the browser tests may move time forward (POST /api/test/clock), e.g. past a link's 10 minutes.
const clock = config.mode === 'test' ? new OffsetClock() : systemClock;
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
console.info(`电子采购交易平台 listening on http://localhost:${port} (${where}, ${config.mode})`);
if (seeded) console.info(seeded);
