import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { maskMobile } from '../../lib/mask-mobile.ts';
import { insertOutboxMessage } from './sms-outbox.repo.ts';

/**
 * docs/security.md: SMS goes through a provider: `log` (demo default), `outbox` (tests), `http` (a real gateway).
 * Messages hold codes, passwords and link keys: only the demo's `log` provider ever writes one to the log.
 */
export interface SmsProvider {
  readonly kind: 'log' | 'outbox' | 'http';
  send(mobile: string, content: string): Promise<void>;
}

export function createSmsProvider(config: AppConfig, db: Db, clock: Clock, log: FastifyBaseLogger): SmsProvider {
  switch (config.sms.provider) {
    case 'outbox':
      return {
        kind: 'outbox',
        send: (mobile, content) => insertOutboxMessage(db, { mobile, content, createdAt: clock.now() }),
      };
    case 'http':
      return {
        kind: 'http',
        async send(mobile, content) {
          const response = await fetch(config.sms.httpUrl!, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(config.sms.httpToken ? { authorization: `Bearer ${config.sms.httpToken}` } : {}),
            },
            body: JSON.stringify({ mobile, content }),
            signal: AbortSignal.timeout(10_000),
          });
          if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
        },
      };
    default:
      return {
        kind: 'log',
        async send(mobile, content) {
          // The demo provider: the message goes to the server log (the code is in it, as on a phone). Only demo
          // data may be printed like that; in any other mode the log says that a message went, not what it said.
          if (config.mode === 'demo')
            log.info({ sms: { to: maskMobile(mobile), content } }, `短信 → ${mobile}: ${content}`);
          else log.info({ sms: { to: maskMobile(mobile) } }, `短信 → ${maskMobile(mobile)}（内容不记入日志）`);
        },
      };
  }
}
