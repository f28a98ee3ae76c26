import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** The embedded database lives here when DATABASE_URL is not set. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  /** `test` enables the test-only endpoints and the outbox SMS provider. */
  APP_MODE: z.enum(['production', 'development', 'test']).default('production'),
  SMS_PROVIDER: z.enum(['log', 'outbox', 'http']).optional(),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind nginx, the client IP comes from X-Forwarded-For. */
  TRUST_PROXY: z.stringbool().default(false),
  /** Requests per minute per IP on the sign-in and code endpoints. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Uploaded files (random names, outside the web root); default `${DATA_DIR}/files`. */
  FILES_DIR: z.string().optional(),
  /** Largest announcement attachment, in MB. */
  ATTACHMENT_MAX_MB: z.coerce.number().positive().default(20),
  /** How long a 公告栏 page may be served from memory; publishing on this server clears it at once. 0 = off. */
  BULLETIN_CACHE_MS: z.coerce.number().int().min(0).default(3000),
});

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  mode: 'production' | 'development' | 'test';
  sms: { provider: 'log' | 'outbox' | 'http'; httpUrl?: string; httpToken?: string };
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  authRateLimit: number;
  filesDir: string;
  attachmentMaxBytes: number;
  bulletinCacheMs: number;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`配置错误: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const provider = e.SMS_PROVIDER ?? (e.APP_MODE === 'test' ? 'outbox' : 'log');
  if (provider === 'http' && !e.SMS_HTTP_URL) throw new Error('配置错误: SMS_PROVIDER=http 需要 SMS_HTTP_URL');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    mode: e.APP_MODE,
    sms: { provider, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: e.AUTH_RATE_LIMIT,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    attachmentMaxBytes: Math.round(e.ATTACHMENT_MAX_MB * 1024 * 1024),
    bulletinCacheMs: e.BULLETIN_CACHE_MS,
  };
}
