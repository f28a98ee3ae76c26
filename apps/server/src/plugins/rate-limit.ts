import { ErrorCode, Msg } from '@swp/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MINUTE } from '../lib/clock.ts';
import { sha256 } from '../lib/crypto.ts';
import { AppError } from '../lib/errors.ts';
import { deleteEnded, giveBack, hit } from '../modules/rate-limit/rate-limit.repo.ts';

/** An anonymous call that names the account or mobile it is about: a sign-in, or an SMS code sent. */
export interface NamedLimit {
  /** The body field that names it; each value has its own budget, whoever sends it. */
  named: 'account' | 'mobile';
  /**
   * What the sender's IP is charged. `'failures'` (sign-ins): a call counts until it succeeds and is then given
   * back, so an office's right passwords cost nothing while a spray's wrong ones add up. `'sends'` (SMS codes):
   * every call counts, since every sent code costs a message, with the captcha images' larger allowance.
   */
  perIp: 'failures' | 'sends';
}

/** A password sign-in: per typed account, and per IP on the calls that failed. */
export const signInByAccount: NamedLimit = { named: 'account', perIp: 'failures' };
/** An SMS-code sign-in: per mobile, and per IP on the calls that failed. */
export const signInByMobile: NamedLimit = { named: 'mobile', perIp: 'failures' };
/** An SMS code sent: per mobile, and per IP on every send. */
export const smsSendToMobile: NamedLimit = { named: 'mobile', perIp: 'sends' };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route guesses at a secret or costs something, and is counted (see the plugin below): `true` per
     * signed-in user, or per IP for an anonymous caller; `'captcha'` per IP with three times the allowance;
     * a NamedLimit per typed account or mobile and per IP.
     */
    rateLimited?: true | 'captcha' | NamedLimit;
  }
}

/** One counter a request is charged to; `giveBack`: returned if the request succeeds. */
interface Counter {
  key: string;
  max: number;
  giveBack?: boolean;
}

/** The lockout's spelling of a typed account (login-guard.service), so that both count the same account. */
const normalize = (named: NamedLimit['named'], value: string) =>
  named === 'account' ? value.trim().toLowerCase() : value.trim();

function bodyField(request: FastifyRequest, field: string): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Who pays for a request. A signed-in caller pays alone, whatever address it shares. An anonymous caller that
 * names an account or mobile pays on that name (kept as a hash, per route: a staff and a supplier account of the
 * same spelling are two accounts) and on its IP as its rule says; one that names nothing pays on its IP.
 */
function countersFor(request: FastifyRequest, rule: true | 'captcha' | NamedLimit, perMinute: number): Counter[] {
  const ip = request.ip;
  if (rule === 'captcha') return [{ key: `captcha:${ip}`, max: perMinute * 3 }];
  const principal = request.principal;
  if (principal) return [{ key: `user:${principal.role}:${principal.userId}`, max: perMinute }];
  if (rule === true) return [{ key: `ip:${ip}`, max: perMinute }];
  const counters: Counter[] = [];
  const value = bodyField(request, rule.named);
  if (value !== undefined) {
    const name = sha256(`${request.routeOptions.url}\n${normalize(rule.named, value)}`);
    counters.push({ key: `${rule.named}:${name}`, max: perMinute });
  }
  counters.push(
    rule.perIp === 'failures'
      ? { key: `fail:${ip}`, max: perMinute, giveBack: true }
      : { key: `sms:${ip}`, max: perMinute * 3 },
  );
  return counters;
}

/** Every this many counted requests, a process deletes the counters whose window has ended. */
const SWEEP_EVERY = 500;

/**
 * Limits the calls that guess at secrets or cost a message (sign-in, SMS codes, captcha images, confirmation
 * links, report signing), per minute, in database counters so the limits hold across server processes; each
 * counter is one atomic statement. The per-account lockout and the SMS rules (sms-code.service) are separate.
 *
 * Why not per IP alone: a 评标室 or a supplier's office sits behind one NAT address, and one budget per
 * address let colleagues lock each other out. So the budget follows the account where one is known:
 * - signed in (report signing codes, objection attachments): per user, never per address;
 * - a sign-in: per typed account or mobile, so one account is not guessed faster than the limit from however
 *   many addresses; and per IP counting only calls that did not succeed, so fifty colleagues signing in at 09:00
 *   with their right passwords are never refused, while one address trying a password over many accounts is
 *   stopped after AUTH_RATE_LIMIT wrong ones;
 * - an SMS code sent: per mobile, and per IP with the captcha images' allowance (each send spends one captcha);
 * - anonymous calls naming nothing (captcha images, confirmation pages, registration): per IP, as before.
 * A sign-in is charged before its password is compared and given back once it succeeded (or was answered 429 by
 * the hash line, having compared nothing), so parallel guesses cannot slip past the limit while being compared;
 * an office may thus have AUTH_RATE_LIMIT sign-ins under way at once, far more than the hash line admits. The check runs at preValidation: the access plugin
 * has set the principal (onRequest), and the parsed body names the account; a malformed body still counts.
 */
export default fp(async function rateLimitPlugin(app: FastifyInstance, opts: { perMinute: number }) {
  const owed = new WeakMap<FastifyRequest, Array<{ key: string; windowEnd: Date }>>();
  let counted = 0;

  app.addHook('preValidation', async (request, reply) => {
    const rule = request.routeOptions.config.rateLimited;
    if (!rule) return;
    const { db, clock } = app.deps;
    const now = clock.now();
    const counters = countersFor(request, rule, opts.perMinute);
    let refusedUntil: Date | undefined;
    const refunds: Array<{ key: string; windowEnd: Date }> = [];
    // Every counter is charged, refused or not: a call refused for its account still costs its address.
    for (const counter of counters) {
      const { count, windowEnd } = await hit(db, counter.key, now, MINUTE);
      if (counter.giveBack) refunds.push({ key: counter.key, windowEnd });
      if (count > counter.max && (!refusedUntil || windowEnd > refusedUntil)) refusedUntil = windowEnd;
    }
    counted += counters.length;
    if (counted >= SWEEP_EVERY) {
      counted = 0;
      await deleteEnded(db, now);
    }
    if (refusedUntil) {
      reply.header('retry-after', Math.max(1, Math.ceil((refusedUntil.getTime() - now.getTime()) / 1000)));
      throw new AppError(ErrorCode.TOO_MANY_REQUESTS, Msg.tooMany, 429);
    }
    if (refunds.length > 0) owed.set(request, refunds);
  });

  // onError runs before the error handler answers: a refusal (wrong password or captcha, a lock) keeps its charge.
  // A 429 from the handler (the password hash line was full) compared nothing and is given back like a success:
  // else fifty colleagues arriving at once would spend their own office's budget on being told to wait.
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof AppError && error.httpStatus === 429)) owed.delete(request);
  });

  // Before the answer leaves, so the caller's next request already sees the budget given back.
  app.addHook('onSend', async (request) => {
    const refunds = owed.get(request);
    if (!refunds) return;
    owed.delete(request);
    for (const { key, windowEnd } of refunds) await giveBack(app.deps.db, key, windowEnd);
  });
});
