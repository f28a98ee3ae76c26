import { isIP } from 'node:net';
import path from 'node:path';
import { DEFAULT_BID_MAX_MB, newPasswordRule, OCDS_TEST_PREFIX, SUPPLIER_FILE_MAX_MB } from '@swp/core';
import { z } from 'zod';
import { demoBidKey } from './lib/demo-bid-key.ts';
import { REPO_ROOT as repoRoot } from './server-root.ts';

/**
 * - `demo` (what `npm start` runs): demo data on first start, SMS printed to the log.
 * - `production` (the default, so a forgotten variable never publishes the demo passwords): no demo data, the
 *   first administrator from ADMIN_INITIAL_PASSWORD, a real SMS gateway and the bid key are required.
 * - `test`: demo data, the outbox SMS provider and the test-only endpoints.
 */
export const APP_MODES = ['demo', 'production', 'test'] as const;
export type AppMode = (typeof APP_MODES)[number];

/**
 * Where demo mode listens unless HOST says otherwise: the demo accounts' passwords are published (README), so
 * `npm start` on a laptop must not offer them to the whole office network. Production and test keep 0.0.0.0.
 */
export const DEMO_HOST = '127.0.0.1';

/** Test runs seal their throw-away bids with this published key unless BID_MASTER_KEY is set. */
const TEST_BID_KEY = '0'.repeat(64);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Default: every interface, but only this computer in demo mode (DEMO_HOST). */
  HOST: z.string().optional(),
  /** The embedded database lives here when DATABASE_URL is not set. */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  APP_MODE: z.enum(APP_MODES).optional(),
  SMS_PROVIDER: z.enum(['log', 'outbox', 'http']).optional(),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Behind nginx: the addresses of the proxies whose X-Forwarded-For is believed. */
  TRUST_PROXY: z.string().default(''),
  /** 64 hex characters (32 bytes): the key that seals bid files (required in production). */
  BID_MASTER_KEY: z.string().optional(),
  /** production: the first administrator's password on an empty database (changed at first sign-in). */
  ADMIN_INITIAL_PASSWORD: z.string().optional(),
  /**
   * Calls per minute on the sign-in and code endpoints: per signed-in user, per typed account or mobile, per IP for
   * failed sign-ins and anonymous calls (plugins/rate-limit.ts says which counter each route spends).
   */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /** Anonymous supplier document uploads (the registration form's licence) per address and hour. */
  SUPPLIER_UPLOADS_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Uploaded files (random names, outside the web root); default `${DATA_DIR}/files`. */
  FILES_DIR: z.string().optional(),
  /** Where uploaded bytes live: `disk` (FILES_DIR) or `s3`, a bucket several server processes share. */
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: '须为 http:// 或 https:// 开头的地址' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, '存储桶名须为 3–63 位小写字母、数字、点或连字符')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `bucket` in the path (MinIO and most self-hosted servers) rather than in the host name (AWS's default). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  /** Largest announcement attachment, in MB. */
  ATTACHMENT_MAX_MB: z.coerce.number().positive().default(20),
  /** Largest supplier document (营业执照, 资质证书: a PDF or a photo), in MB. */
  SUPPLIER_FILE_MAX_MB: z.coerce.number().positive().default(SUPPLIER_FILE_MAX_MB),
  /** Largest bid file (投标文件), in MB (docs/security.md: default 100). */
  BID_MAX_MB: z.coerce.number().positive().default(DEFAULT_BID_MAX_MB),
  /**
   * Bid files received at once by this process (投标 upload); the others wait their turn with their bytes still in
   * the network's buffers. Bounds the memory of a deadline surge without slowing it (bench/bid-surge.ts).
   */
  BID_UPLOADS_AT_ONCE: z.coerce.number().int().positive().default(8),
  /** How long a 公告栏 page may be served from memory; publishing on this server clears it at once. 0 = off. */
  BULLETIN_CACHE_MS: z.coerce.number().int().min(0).default(3000),
  /**
   * The OCDS ocid prefix (open data): `ocds-` and the six characters the Open Contracting Partnership
   * registers for the publisher. The default's `test00` marks it as not registered; set the real one in production.
   */
  OCDS_PREFIX: z
    .string()
    .regex(/^ocds-[a-z0-9]{6}$/, '须为 ocds- 加 6 位小写字母或数字（向 Open Contracting Partnership 登记的前缀）')
    .default(OCDS_TEST_PREFIX),
  /**
   * The address the platform is reached at (https://caigou.example.cn): the links in SMS are built on it. Unset,
   * a message links to the address the staff member who caused it is using (lib/public-base-url.ts).
   */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/, error: '须为 http:// 或 https:// 开头的地址' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
});

/** An S3-compatible bucket (`STORAGE=s3`). */
export type S3Settings = {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
};

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  mode: AppMode;
  sms: { provider: 'log' | 'outbox' | 'http'; httpUrl?: string; httpToken?: string };
  webDist: string;
  logLevel: string;
  /** Addresses and CIDR ranges of trusted proxies; empty = the connection's own address is the client's. */
  trustProxy: string[];
  /** 32 bytes, for sealing bid files. */
  bidMasterKey: Buffer;
  /** Only read when the database is empty (production's first administrator). */
  adminInitialPassword?: string;
  authRateLimit: number;
  supplierUploadsPerHour: number;
  /** Read by the disk storage only. */
  filesDir: string;
  storage: { driver: 'disk' } | { driver: 's3'; s3: S3Settings };
  attachmentMaxBytes: number;
  supplierFileMaxBytes: number;
  bidMaxBytes: number;
  bidUploadsAtOnce: number;
  bulletinCacheMs: number;
  /** Prefix of every OCDS ocid (`${ocdsPrefix}-${projectCode}`). */
  ocdsPrefix: string;
  /** PUBLIC_BASE_URL without a trailing slash; unset = the request's own address. */
  publicBaseUrl?: string;
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(`配置错误: ${message}`);
    this.name = 'ConfigError';
  }
}

const TRUST_PROXY_HELP =
  '请列出反向代理的地址或网段（逗号分隔），如 TRUST_PROXY=127.0.0.1,10.0.0.0/8；留空或 false 表示不信任任何代理';

/** `127.0.0.1,10.0.0.0/8` → its entries. `true` (or a hop count) would believe a forged X-Forwarded-For. */
export function parseTrustProxy(value: string): string[] {
  const text = value.trim();
  if (text === '' || text.toLowerCase() === 'false') return [];
  if (text.toLowerCase() === 'true') {
    throw new ConfigError(`TRUST_PROXY=true 会相信任何人伪造的 X-Forwarded-For。${TRUST_PROXY_HELP}`);
  }
  return text.split(',').map((entry) => {
    const item = entry.trim();
    const [address = '', prefix, ...rest] = item.split('/');
    const family = isIP(address);
    const maxPrefix = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(`TRUST_PROXY 中的 “${item}” 不是 IP 地址或网段。${TRUST_PROXY_HELP}`);
    }
    return item;
  });
}

function bidMasterKey(value: string | undefined, mode: AppMode, dataDir: string): Buffer {
  if (value === undefined || value === '') {
    if (mode === 'production')
      throw new ConfigError('生产模式需要 BID_MASTER_KEY（64 位十六进制字符，即 32 字节密钥）');
    return mode === 'demo' ? demoBidKey(dataDir) : Buffer.from(TEST_BID_KEY, 'hex');
  }
  if (!/^[0-9a-fA-F]{64}$/.test(value)) {
    throw new ConfigError('BID_MASTER_KEY 须为 64 位十六进制字符（32 字节），可用 openssl rand -hex 32 生成');
  }
  return Buffer.from(value, 'hex');
}

function smsSettings(e: z.infer<typeof envSchema>, mode: AppMode): AppConfig['sms'] {
  const provider = e.SMS_PROVIDER ?? (mode === 'test' ? 'outbox' : mode === 'demo' ? 'log' : undefined);
  if (mode === 'production' && provider !== 'http') {
    throw new ConfigError(
      `生产模式需要 SMS_PROVIDER=http 与 SMS_HTTP_URL（短信网关地址）${provider ? `；${provider} 只用于演示和测试` : ''}`,
    );
  }
  if (provider === 'http' && !e.SMS_HTTP_URL) throw new ConfigError('SMS_PROVIDER=http 需要 SMS_HTTP_URL');
  return { provider: provider!, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** In every mode: without its bucket and credentials the s3 driver could not store a single file. */
function storageSettings(e: z.infer<typeof envSchema>): AppConfig['storage'] {
  if (e.STORAGE === 'disk') return { driver: 'disk' };
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`STORAGE=s3 需要 ${missing.join('、')}（对象存储的地址、存储桶和访问密钥）`);
  }
  return {
    driver: 's3',
    s3: {
      endpoint: e.S3_ENDPOINT!,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET!,
      accessKeyId: e.S3_ACCESS_KEY_ID!,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

function adminInitialPassword(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  const checked = newPasswordRule.safeParse(value);
  if (!checked.success) {
    throw new ConfigError(`ADMIN_INITIAL_PASSWORD 不符合密码规则：${checked.error.issues[0]?.message ?? ''}`);
  }
  return value;
}

/**
 * Reads the environment; throws a ConfigError naming the variable when a setting is missing or wrong.
 * `defaultMode` is production unless the command says otherwise (`npm start` passes demo).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, defaultMode: AppMode = 'production'): AppConfig {
  // `VAR=` (set but empty, as compose files and unit files often leave them) counts as unset.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const e = parsed.data;
  const mode = e.APP_MODE ?? defaultMode;
  return {
    port: e.PORT,
    host: e.HOST ?? (mode === 'demo' ? DEMO_HOST : '0.0.0.0'),
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    mode,
    sms: smsSettings(e, mode),
    webDist: path.resolve(e.WEB_DIST),
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    bidMasterKey: bidMasterKey(e.BID_MASTER_KEY, mode, path.resolve(e.DATA_DIR)),
    adminInitialPassword: adminInitialPassword(e.ADMIN_INITIAL_PASSWORD),
    authRateLimit: e.AUTH_RATE_LIMIT,
    supplierUploadsPerHour: e.SUPPLIER_UPLOADS_PER_HOUR,
    filesDir: path.resolve(e.FILES_DIR ?? path.join(e.DATA_DIR, 'files')),
    storage: storageSettings(e),
    attachmentMaxBytes: Math.round(e.ATTACHMENT_MAX_MB * 1024 * 1024),
    supplierFileMaxBytes: Math.round(e.SUPPLIER_FILE_MAX_MB * 1024 * 1024),
    bidMaxBytes: Math.round(e.BID_MAX_MB * 1024 * 1024),
    bidUploadsAtOnce: e.BID_UPLOADS_AT_ONCE,
    bulletinCacheMs: e.BULLETIN_CACHE_MS,
    ocdsPrefix: e.OCDS_PREFIX,
    publicBaseUrl: e.PUBLIC_BASE_URL,
  };
}
