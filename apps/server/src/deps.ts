import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { SmsProvider } from './platform/sms/sms.provider.ts';

/** What services need from the outside world; passed explicitly so a test can hand in its own clock. */
export interface Deps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  config: AppConfig;
}

/** Who made the request, as the audit log records it. */
export interface RequestMeta {
  ip: string;
}

/** The meta of a request whose service sends an SMS with a link: the address the link is built on. */
export interface LinkMeta extends RequestMeta {
  baseUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
