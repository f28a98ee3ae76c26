import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_ENV } from '../test/production-env.ts';
import { loadConfig } from './config.ts';
import { DEMO_BID_KEY_FILE } from './lib/demo-bid-key.ts';

const without = (name: keyof typeof PRODUCTION_ENV) => {
  const { [name]: _dropped, ...rest } = PRODUCTION_ENV;
  return rest;
};

describe('modes', () => {
  it('is production when APP_MODE is unset, unless the command asks for demo (npm start)', () => {
    expect(() => loadConfig({})).toThrow(/SMS_PROVIDER=http/);
    const demo = loadConfig({ BID_MASTER_KEY: 'ab'.repeat(32) }, 'demo');
    expect(demo.mode).toBe('demo');
    expect(demo.sms.provider).toBe('log');
    expect(loadConfig({ ...PRODUCTION_ENV, APP_MODE: undefined }).mode).toBe('production');
    // An explicit APP_MODE wins over the command's default.
    expect(loadConfig(PRODUCTION_ENV, 'demo').mode).toBe('production');
    expect(loadConfig({ APP_MODE: 'test' }).sms.provider).toBe('outbox');
  });

  it('refuses a mode it does not know (development is gone: npm run dev runs demo)', () => {
    expect(() => loadConfig({ APP_MODE: 'development' })).toThrow(/配置错误: APP_MODE/);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({ ...PRODUCTION_ENV, ADMIN_INITIAL_PASSWORD: 'Start2026ok' });
    expect(config).toMatchObject({
      mode: 'production',
      sms: { provider: 'http', httpUrl: 'http://127.0.0.1:9/sms' },
      adminInitialPassword: 'Start2026ok',
      trustProxy: [],
    });
    expect(config.bidMasterKey).toEqual(Buffer.from('a1'.repeat(32), 'hex'));
  });
});

describe('production refuses to start on a missing or wrong setting, naming it', () => {
  it.each([
    ['no SMS provider', without('SMS_PROVIDER'), /SMS_PROVIDER=http/],
    ['the log provider', { ...PRODUCTION_ENV, SMS_PROVIDER: 'log' }, /SMS_PROVIDER=http.*log 只用于演示和测试/],
    ['the outbox provider', { ...PRODUCTION_ENV, SMS_PROVIDER: 'outbox' }, /outbox 只用于演示和测试/],
    ['http without a URL', without('SMS_HTTP_URL'), /SMS_HTTP_URL/],
    ['no bid key', without('BID_MASTER_KEY'), /BID_MASTER_KEY/],
    ['a short bid key', { ...PRODUCTION_ENV, BID_MASTER_KEY: 'ab'.repeat(31) }, /BID_MASTER_KEY 须为 64 位十六进制/],
    ['a bid key that is not hex', { ...PRODUCTION_ENV, BID_MASTER_KEY: 'zz'.repeat(32) }, /BID_MASTER_KEY/],
    ['a weak first password', { ...PRODUCTION_ENV, ADMIN_INITIAL_PASSWORD: 'onlyletters' }, /ADMIN_INITIAL_PASSWORD/],
    ['a short first password', { ...PRODUCTION_ENV, ADMIN_INITIAL_PASSWORD: 'ab1' }, /ADMIN_INITIAL_PASSWORD.*至少8位/],
  ])('%s', (_case, env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('names the variable in one line starting 配置错误', () => {
    expect(() => loadConfig(without('BID_MASTER_KEY'))).toThrow(/^配置错误: 生产模式需要 BID_MASTER_KEY/);
  });

  it('demo makes its own bid key once in the data directory, test uses a fixed one; a given key is checked', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'swp-demo-key-'));
    const first = loadConfig({ DATA_DIR: dataDir }, 'demo').bidMasterKey;
    expect(first).toHaveLength(32);
    expect(first.equals(Buffer.alloc(32))).toBe(false);
    expect(fs.readFileSync(path.join(dataDir, DEMO_BID_KEY_FILE), 'utf8').trim()).toBe(first.toString('hex'));
    expect(loadConfig({ DATA_DIR: dataDir }, 'demo').bidMasterKey.equals(first)).toBe(true);
    expect(loadConfig({ APP_MODE: 'test' }).bidMasterKey).toHaveLength(32);
    fs.rmSync(dataDir, { recursive: true });
    expect(() => loadConfig({ APP_MODE: 'test', BID_MASTER_KEY: 'nothex' })).toThrow(/BID_MASTER_KEY/);
  });
});

describe('HOST', () => {
  const demoKey = { BID_MASTER_KEY: 'ab'.repeat(32) };

  it('is this computer only in demo mode (npm start or APP_MODE=demo): the demo passwords are published', () => {
    expect(loadConfig(demoKey, 'demo').host).toBe('127.0.0.1');
    expect(loadConfig({ ...demoKey, APP_MODE: 'demo' }).host).toBe('127.0.0.1');
    // Set but empty counts as unset, as for every variable.
    expect(loadConfig({ ...demoKey, HOST: '' }, 'demo').host).toBe('127.0.0.1');
  });

  it('is what HOST says in demo mode when it is set', () => {
    expect(loadConfig({ ...demoKey, HOST: '0.0.0.0' }, 'demo').host).toBe('0.0.0.0');
    expect(loadConfig({ ...demoKey, HOST: '192.168.1.20' }, 'demo').host).toBe('192.168.1.20');
  });

  it('stays every interface by default in production and test', () => {
    expect(loadConfig(PRODUCTION_ENV).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION_ENV, 'demo').host).toBe('0.0.0.0');
    expect(loadConfig({ APP_MODE: 'test' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION_ENV, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ APP_MODE: 'test', TRUST_PROXY: value }).trustProxy;

  it('takes a list of proxy addresses and ranges', () => {
    expect(trust('127.0.0.1, 10.0.0.0/8,::1,fd00::/8')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']);
  });

  it('trusts nobody when empty or false', () => {
    expect(trust('')).toEqual([]);
    expect(trust('false')).toEqual([]);
    expect(loadConfig({ APP_MODE: 'test' }).trustProxy).toEqual([]);
  });

  it('refuses true with a message that explains the list', () => {
    expect(() => trust('true')).toThrow(/TRUST_PROXY=true.*TRUST_PROXY=127\.0\.0\.1,10\.0\.0\.0\/8/);
  });

  it.each(['1', 'nginx', '10.0.0.0/33', '10.0.0.1/8/1', '300.1.1.1', '127.0.0.1,,10.0.0.1'])('refuses %s', (value) => {
    expect(() => trust(value)).toThrow(/TRUST_PROXY/);
  });
});

describe('OCDS_PREFIX', () => {
  it('defaults to the marked test prefix and takes a registered one', () => {
    expect(loadConfig({ APP_MODE: 'test' }).ocdsPrefix).toBe('ocds-test00');
    expect(loadConfig({ APP_MODE: 'test', OCDS_PREFIX: 'ocds-a1b2c3' }).ocdsPrefix).toBe('ocds-a1b2c3');
  });

  it('refuses a prefix of another form, naming the variable', () => {
    expect(() => loadConfig({ APP_MODE: 'test', OCDS_PREFIX: 'OCDS-ABC' })).toThrow(/配置错误: OCDS_PREFIX/);
  });
});
