import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO_BID_KEY_FILE = 'bid-master.key';

/**
 * The bid master key of a demo installation without BID_MASTER_KEY: made once, at random, in the data directory
 * (so bids sealed yesterday still open today), with a warning, because a key beside the data it protects seals
 * nothing against whoever can read that directory. Production never comes here: it must be given the key.
 */
export function demoBidKey(dataDir: string, warn: (message: string) => void = console.warn): Buffer {
  const file = path.join(dataDir, DEMO_BID_KEY_FILE);
  if (fs.existsSync(file)) {
    const hex = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-fA-F]{64}$/.test(hex)) return Buffer.from(hex, 'hex');
    throw new Error(`${file} 不是 64 位十六进制密钥：请恢复它，或删除它后重新启动（已封存的投标文件将无法解密）`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  // `wx`: if two demo processes start together, one of them writes and the other reads what was written.
  try {
    fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return demoBidKey(dataDir, warn);
    throw error;
  }
  warn(
    `演示模式：未设置 BID_MASTER_KEY，已在 ${file} 生成投标文件主密钥。生产环境请通过 BID_MASTER_KEY 提供密钥并妥善保管。`,
  );
  return key;
}
