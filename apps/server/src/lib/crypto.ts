import { createHash, randomBytes, randomInt, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { WorkGate } from './work-gate.ts';

// scrypt is memory-hard (docs/security.md). N=2^15, r=8 uses 32 MiB per hash: about 60 ms on this machine.
const SCRYPT = { N: 32768, r: 8, p: 1, keyLen: 64, maxmem: 64 * 1024 * 1024 };

/** Password hashes computed at once by this process: each is ~60 ms of a core, and the machine may have two. */
export const MAX_CONCURRENT_HASHES = 2;
/** Sign-ins admitted to wait for a hash; the next one is answered 429 请稍后重试 at once. */
export const MAX_WAITING_HASHES = 8;

/**
 * The gate every password comparison and new hash of the sign-in and password-change paths goes through, so a
 * password spray is refused rather than starving reads and the confirmation pages of CPU. (Seeding and staff
 * setting an expert's password hash directly: they are few and need a permission.)
 */
export const passwordHashGate = new WorkGate(MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES);

let hashesComputed = 0;
/**
 * Password hashes this process has computed since it started, new ones and comparisons alike. Each costs ~60 ms
 * of a core, so it is what a guess costs the server: the lockout tests assert that parallel guesses at one account
 * compute exactly five, which the answers and rows alone cannot show.
 */
export const passwordHashesComputed = () => hashesComputed;

function scryptAsync(password: string, salt: Buffer, keyLen: number, options: ScryptOptions): Promise<Buffer> {
  hashesComputed++;
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Format: scrypt$N$r$p$saltB64$hashB64, so the cost can be raised later without breaking old hashes. */
export function hashPassword(password: string): Promise<string> {
  return hashPasswordAtCost(password, SCRYPT.N);
}

/**
 * The same hash at another cost N (a power of two). verifyPassword reads the cost from the hash, so the test
 * factories' accounts, hashed at a low N, sign in at a fraction of a real sign-in's CPU (thousands of sign-ins
 * made the server tests CPU-bound). Every password the product itself sets goes through hashPassword.
 */
export async function hashPasswordAtCost(password: string, N: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keyLen, { ...SCRYPT, N });
  return ['scrypt', N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, hashB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: SCRYPT.maxmem };
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

/**
 * Comparing against a fixed dummy hash when the account does not exist keeps the response time the same, so
 * timing does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}

export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
