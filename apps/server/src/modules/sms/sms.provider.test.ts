import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { systemClock } from '../../lib/clock.ts';
import { createSmsProvider } from './sms.provider.ts';

/** Message contents (codes, passwords, link keys) reach the log only from the demo's `log` provider. */
function logProvider(mode: 'demo' | 'test') {
  const lines: string[] = [];
  const log = { info: (obj: unknown, msg: string) => lines.push(JSON.stringify(obj) + msg) };
  const config = loadConfig({ APP_MODE: mode, SMS_PROVIDER: 'log' });
  const provider = createSmsProvider(config, {} as Db, systemClock, log as unknown as FastifyBaseLogger);
  return { provider, lines };
}

describe('the log SMS provider', () => {
  it('prints the message in demo mode, as a phone would show it', async () => {
    const { provider, lines } = logProvider('demo');
    await provider.send('13800000000', '您的验证码为 123456');
    expect(lines.join('\n')).toContain('您的验证码为 123456');
  });

  it('in any other mode says that a message went, never what it said, and masks the number', async () => {
    const { provider, lines } = logProvider('test');
    await provider.send('13800000000', '您的验证码为 654321');
    const text = lines.join('\n');
    expect(text).not.toContain('654321');
    expect(text).not.toContain('13800000000');
    expect(text).toContain('138****0000');
  });
});
