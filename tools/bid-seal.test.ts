import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openBidSeal } from '@swp/core/bid-seal/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The two commands of docs/integration.md, run as a supplier runs them: `npm run`, a real process each. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

async function npm(args: string[], cwd = root) {
  try {
    const { stdout, stderr } = await run('npm', ['run', '-s', '--prefix', root, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const lastLine = (text: string) => text.trimEnd().split('\n').pop() ?? '';

let dir: string;
let bidFile: string;
const plain = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200_000, 'x'), Buffer.from('投标内容')]);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bid-seal-'));
  bidFile = join(dir, '投标文件.pdf');
  await writeFile(bidFile, plain);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function collect(chunks: AsyncIterable<Uint8Array>) {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

// Each case starts real processes (npm, then Node with tsx, then PBKDF2): seconds each on a busy machine.
describe('npm run bid-seal and bid-unwrap', { timeout: 60_000 }, () => {
  it('seals a file, and the unwrapped key (alone on the last line) opens it to the file and the 报价', async () => {
    const out = join(dir, 'sealed.swpbid');
    const sealed = await npm([
      'bid-seal',
      '--',
      bidFile,
      '--offer',
      '98765.4',
      '--passphrase',
      '口令 secret',
      '--out',
      out,
    ]);
    expect(sealed).toMatchObject({ code: 0, stderr: '' });
    expect(sealed.stdout).toContain(out);
    const unwrapped = await npm(['bid-unwrap', '--', out, '--passphrase', '口令 secret']);
    expect(unwrapped.code).toBe(0);
    const key = lastLine(unwrapped.stdout);
    expect(key).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const bytes = await readFile(out);
    expect(bytes.includes(Buffer.from('投标内容'))).toBe(false);
    expect(bytes.includes(Buffer.from('98765'))).toBe(false);
    const opened = await openBidSeal(Readable.from([bytes]), key);
    expect(opened.manifest).toEqual({ offer: '98765.40', fileName: '投标文件.pdf' });
    expect(await collect(opened.plaintext)).toEqual(plain);
  });

  it('writes a key file that unwraps alike, and takes paths relative to where it was run', async () => {
    const sealed = await npm(
      [
        'bid-seal',
        '--',
        '投标文件.pdf',
        '--offer',
        '1',
        '--passphrase',
        'p',
        '--out',
        'rel.swpbid',
        '--key-out',
        'rel.key',
      ],
      dir,
    );
    expect(sealed.code).toBe(0);
    expect((await stat(join(dir, 'rel.swpbid'))).size).toBeGreaterThan(plain.length);
    const byPassphrase = lastLine(
      (await npm(['bid-unwrap', '--', join(dir, 'rel.swpbid'), '--passphrase', 'p'])).stdout,
    );
    const byKeyFile = await npm(['bid-unwrap', '--', 'rel.swpbid', '--key-file', 'rel.key'], dir);
    expect(byKeyFile.code).toBe(0);
    expect(lastLine(byKeyFile.stdout)).toBe(byPassphrase);
  });

  it('refuses bad input with a message and a non-zero exit, writing nothing', async () => {
    const out = join(dir, 'refused.swpbid');
    const seal = (...args: string[]) => npm(['bid-seal', '--', ...args]);
    const cases = await Promise.all([
      seal(join(dir, 'missing.pdf'), '--offer', '1', '--passphrase', 'p', '--out', out),
      seal(bidFile, '--offer', '12.345', '--passphrase', 'p', '--out', out),
      seal(bidFile, '--offer', 'abc', '--passphrase', 'p', '--out', out),
      seal(bidFile, '--passphrase', 'p', '--out', out),
      seal(bidFile, '--offer', '1', '--passphrase', '', '--out', out),
      seal(bidFile, '--offer', '1', '--passphrase', 'p'),
    ]);
    expect(cases.map((c) => c.code)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(cases.map((c) => c.stderr.split('\n')[0])).toEqual([
      `bid-seal：找不到投标文件：${join(dir, 'missing.pdf')}`,
      'bid-seal：投标报价须为不小于0的金额（元），最多两位小数',
      'bid-seal：投标报价须为不小于0的金额（元），最多两位小数',
      'bid-seal：请用 --offer 给出投标报价',
      'bid-seal：请输入解密口令',
      'bid-seal：请用 --out 给出密封文件的保存位置',
    ]);
    await expect(stat(out)).rejects.toThrow();
  });

  it('refuses a wrong passphrase without saying which part was wrong, and a malformed sealed file', async () => {
    const out = join(dir, 'to-refuse.swpbid');
    expect((await npm(['bid-seal', '--', bidFile, '--offer', '5', '--passphrase', 'right', '--out', out])).code).toBe(
      0,
    );
    const bytes = await readFile(out);
    await writeFile(join(dir, 'cut.swpbid'), bytes.subarray(0, bytes.length - 10));
    await writeFile(join(dir, 'other.swpbid'), plain);
    const unwrap = (file: string, passphrase: string) =>
      npm(['bid-unwrap', '--', join(dir, file), '--passphrase', passphrase]);
    const [wrong, cut, other, missing] = await Promise.all([
      unwrap('to-refuse.swpbid', 'wrong'),
      unwrap('cut.swpbid', 'right'),
      unwrap('other.swpbid', 'right'),
      unwrap('nothing.swpbid', 'right'),
    ]);
    expect(wrong).toMatchObject({ code: 1, stdout: '' });
    expect(wrong.stderr).toBe('bid-unwrap：解密口令不正确，或密封文件的密钥部分已损坏，无法解开投标密钥\n');
    expect(cut.stderr).toBe('bid-unwrap：密封投标文件不完整（文件被截断）\n');
    expect(other.stderr).toBe(
      'bid-unwrap：不是投标人加密的密封投标文件，请先用投标文件加密工具或投标页面加密后再上传\n',
    );
    expect(missing.stderr).toContain('找不到密封文件');
    expect([cut.code, other.code, missing.code]).toEqual([1, 1, 1]);
  });
});
