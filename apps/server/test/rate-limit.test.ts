import { AuthPath, ExtractionPath, evaluationApi } from '@swp/core';
import { count, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema/index.ts';
import { MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES, passwordHashGate } from '../src/lib/crypto.ts';
import { useTestApp } from './app.ts';
import { ApiClient, type Reply } from './client.ts';
import { createSpecialist, createSupplier, PASSWORD, uniqueMobile } from './factories.ts';

// AUTH_RATE_LIMIT = 4 a minute: per signed-in user, per typed account or mobile, per IP on failed sign-ins and
// on anonymous calls naming nothing; twelve (three times as many) per IP for captcha images and SMS sends.
const { t } = useTestApp({ env: { AUTH_RATE_LIMIT: '4' } });

let ipSeq = 0;
/** A client of its own address: every test spends its own budgets. */
const fromNewIp = () => new ApiClient(t.app, `10.9.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`);

const supplierLogin = (client: ApiClient, account: string, password = 'Wrong-1234') =>
  client.post(AuthPath.vender.login, { account, password });

const statusesOf = (replies: Reply[]) => replies.map((r) => r.status);

/** The attempts the lockout recorded for these accounts: each is a password that was compared. */
const failureRows = async (accounts: string[]) =>
  (
    await t.db
      .select({ n: count() })
      .from(loginFailures)
      .where(
        inArray(
          loginFailures.account,
          accounts.map((a) => a.toLowerCase()),
        ),
      )
  )[0]!.n;

const TOO_MANY = { code: 429, msg: '操作过于频繁，请稍后再试' };

describe('sign-ins from one address (an office behind NAT)', () => {
  it('lets ten colleagues sign in with their right passwords one after another, where one budget per IP refused the fifth', async () => {
    const office = fromNewIp();
    const colleagues = await Promise.all(Array.from({ length: 10 }, () => createSupplier(t.db)));
    const replies: Reply[] = [];
    for (const colleague of colleagues) replies.push(await supplierLogin(office, colleague.account, PASSWORD));
    expect(replies.map((r) => r.body.code)).toEqual(Array(10).fill(0));

    // Their successes cost the office nothing: four wrong passwords are still answered as such, the fifth is not.
    const wrong: Reply[] = [];
    for (const colleague of colleagues.slice(0, 5)) wrong.push(await supplierLogin(office, colleague.account));
    expect(statusesOf(wrong)).toEqual([200, 200, 200, 200, 429]);
    expect(wrong[0]!.body.code).toBe(1003);
  });

  it('stops one address trying a password over many accounts after four failures, before comparing any more', async () => {
    const sprayer = fromNewIp();
    const accounts = Array.from({ length: 8 }, (_, i) => `spray_${Date.now()}_${i}`);
    const replies: Reply[] = [];
    for (const account of accounts) replies.push(await supplierLogin(sprayer, account));
    expect(statusesOf(replies)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(replies[4]!.body).toEqual(TOO_MANY);
    expect(Number(replies[4]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(await failureRows(accounts)).toBe(4);

    // A right password from that address waits too (the address is refused, not the account)…
    const supplier = await createSupplier(t.db);
    expect((await supplierLogin(sprayer, supplier.account, PASSWORD)).status).toBe(429);
    // …another address is not concerned, and a minute later the sprayer's window starts again.
    expect((await supplierLogin(fromNewIp(), supplier.account, PASSWORD)).body.code).toBe(0);
    t.clock.advance(61_000);
    try {
      expect((await supplierLogin(sprayer, supplier.account, PASSWORD)).body.code).toBe(0);
    } finally {
      t.clock.reset();
    }
  });

  it('counts failures of every sign-in together: staff, expert and supplier sign-ins share the address budget', async () => {
    const sprayer = fromNewIp();
    const tries = [
      () => sprayer.post(AuthPath.specialist.login, { account: `zj_${Date.now()}`, password: 'Wrong-1234' }),
      () => sprayer.post(AuthPath.specialist.smLogin, { mobile: uniqueMobile(), code: '123456' }),
      () => sprayer.post(AuthPath.staff.smLogin, { mobile: uniqueMobile(), code: '123456' }),
      () => supplierLogin(sprayer, `gys_${Date.now()}`),
      () => sprayer.post(AuthPath.specialist.login, { account: `zj2_${Date.now()}`, password: 'Wrong-1234' }),
    ];
    const statuses: number[] = [];
    for (const attempt of tries) statuses.push((await attempt()).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('gives back a sign-in the password hash line answered busy: nothing was compared', async () => {
    const office = fromNewIp();
    // The line is full, as when a whole office arrives at 09:00.
    const held = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () => passwordHashGate.admit());
    const busy: Reply[] = [];
    try {
      for (let i = 0; i < 6; i++) busy.push(await supplierLogin(office, `busy_${Date.now()}_${i}`));
    } finally {
      for (const pass of held) pass.leave();
    }
    expect(busy.map((r) => r.body)).toEqual(Array(6).fill({ code: 429, msg: '请稍后重试' }));
    const wrong: Reply[] = [];
    for (let i = 0; i < 5; i++) wrong.push(await supplierLogin(office, `after_${Date.now()}_${i}`));
    expect(statusesOf(wrong)).toEqual([200, 200, 200, 200, 429]);
  });

  it('holds the address budget against wrong passwords sent at once: of twelve, four are compared', async () => {
    const sprayer = fromNewIp();
    const accounts = Array.from({ length: 12 }, (_, i) => `burst_${Date.now()}_${i}`);
    const replies = await Promise.all(accounts.map((account) => supplierLogin(sprayer, account)));
    expect(statusesOf(replies).sort()).toEqual([...Array(4).fill(200), ...Array(8).fill(429)]);
    expect(await failureRows(accounts)).toBe(4);
  });
});

describe('one account or mobile from many addresses', () => {
  it('refuses the fifth guess at one account within the minute, whichever address sends it', async () => {
    const supplier = await createSupplier(t.db);
    const replies: Reply[] = [];
    for (let i = 0; i < 5; i++) replies.push(await supplierLogin(fromNewIp(), supplier.account.toUpperCase()));
    expect(statusesOf(replies)).toEqual([200, 200, 200, 200, 429]);
    expect(replies[4]!.body).toEqual(TOO_MANY);
    expect(await failureRows([supplier.account])).toBe(4);
    // The same spelling at another area's sign-in is another account, with a budget of its own.
    const elsewhere = await fromNewIp().post(AuthPath.specialist.login, { account: supplier.account, password: 'x1' });
    expect(elsewhere.status).toBe(200);
  });

  it('holds the account budget against guesses sent at once from many addresses: of ten, four are compared', async () => {
    const supplier = await createSupplier(t.db);
    const replies = await Promise.all(Array.from({ length: 10 }, () => supplierLogin(fromNewIp(), supplier.account)));
    expect(statusesOf(replies).sort()).toEqual([...Array(4).fill(200), ...Array(6).fill(429)]);
    expect(await failureRows([supplier.account])).toBe(4);
  });

  it('refuses the fifth SMS code request for one mobile within the minute, whichever address sends it', async () => {
    const mobile = uniqueMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = fromNewIp();
      statuses.push((await client.post(AuthPath.sendVerCode, { mobile, ...(await client.captcha()) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});

describe('SMS codes and captcha images from one address', () => {
  it('allows twelve SMS code requests a minute per address (three times the limit), to as many mobiles', async () => {
    const office = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      // A wrong captcha still counts: each request may cost a message.
      const body = { mobile: uniqueMobile(), uuId: `none${i}`, verCode: 'abcd' };
      statuses.push((await office.post(AuthPath.sendVerCode, body)).status);
    }
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(200));
    expect(statuses[12]).toBe(429);
  });

  it('counts captcha images apart from sign-ins, allowing three times as many', async () => {
    const office = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const url = `${AuthPath.captcha}?uuid=office${i}`;
      statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: office.ip })).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(12);
    expect(statuses.at(-1)).toBe(429);
    expect((await supplierLogin(office, 'x')).status).toBe(200);
  });
});

describe('calls of a signed-in user, and anonymous calls naming nothing', () => {
  it('gives each expert of one 评标室 address its own budget for report signing codes', async () => {
    const room = fromNewIp();
    const tokens: string[] = [];
    for (const expert of [await createSpecialist(t.db), await createSpecialist(t.db)]) {
      const reply = await room.post<{ token: string }>(AuthPath.specialist.login, {
        account: expert.account,
        password: PASSWORD,
      });
      tokens.push(reply.body.data!.token);
    }
    const [first, second] = tokens as [string, string];
    const ask = (token: string) => room.post(evaluationApi.signCode.path, { projectId: 999_999_999 }, { token });
    const firstStatuses: number[] = [];
    for (let i = 0; i < 5; i++) firstStatuses.push((await ask(first)).status);
    expect(firstStatuses).toEqual([200, 200, 200, 200, 429]);
    // The colleague at the next desk is not concerned, nor is the address's anonymous budget.
    expect((await ask(second)).status).toBe(200);
    expect((await room.post(ExtractionPath.project.getConfirmInfo, { id: 'x'.repeat(32) })).status).toBe(200);
  });

  it('limits anonymous calls naming nothing (a confirmation link) per address', async () => {
    const guesser = fromNewIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await guesser.post(ExtractionPath.project.getConfirmInfo, { id: `${i}`.repeat(32) })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await fromNewIp().post(ExtractionPath.project.getConfirmInfo, { id: 'y'.repeat(32) })).status).toBe(200);
  });
});
