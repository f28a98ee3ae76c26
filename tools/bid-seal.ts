/**
 * The offline sealer of 投标人加密 (docs/integration.md, docs/bid-seal-format.md):
 *   npm run bid-seal -- <file> --offer <decimal> --passphrase <p> --out <sealed> [--key-out <key file>]
 * writes <sealed> in the documented format with core's one implementation (the browser uses the same), reading and
 * writing in chunks so a large file is never whole in memory. The output appears only once it is complete.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createBidSeal } from '@swp/core/bid-seal/index';
import { commandArgs, existingFile, runCommand, UsageError, userPath } from './bid-seal-cli.ts';

const USAGE =
  '用法：npm run bid-seal -- <投标文件> --offer <报价> --passphrase <解密口令> --out <密封文件> [--key-out <解密密钥文件>]';

await runCommand('bid-seal', async () => {
  const { file, values } = commandArgs(
    process.argv.slice(2),
    {
      offer: { type: 'string' },
      passphrase: { type: 'string' },
      out: { type: 'string' },
      'key-out': { type: 'string' },
    },
    USAGE,
  );
  if (values.offer === undefined) throw new UsageError(`请用 --offer 给出投标报价\n${USAGE}`);
  if (values.passphrase === undefined) throw new UsageError(`请用 --passphrase 给出解密口令\n${USAGE}`);
  if (!values.out) throw new UsageError(`请用 --out 给出密封文件的保存位置\n${USAGE}`);
  const source = await existingFile(file, '投标文件');
  const out = userPath(values.out);
  if (out === source) throw new UsageError('密封文件不能覆盖投标文件本身，请换一个 --out 位置');
  const keyOut = values['key-out'] ? userPath(values['key-out']) : null;

  const seal = await createBidSeal({ passphrase: values.passphrase, offer: values.offer, fileName: basename(source) });
  const partial = `${out}.part`;
  try {
    await pipeline(Readable.from(seal.sealed(createReadStream(source))), createWriteStream(partial, { mode: 0o600 }));
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  if (keyOut) await writeFile(keyOut, seal.keyFile, { mode: 0o600 });
  process.stdout.write(`已加密：${out}\n密封编号：${seal.sealId}\n`);
  if (keyOut) process.stdout.write(`解密密钥文件：${keyOut}（持有即可解密，请妥善保管）\n`);
  process.stdout.write('请牢记解密口令：开标时须凭口令或解密密钥文件解密，否则投标视为撤销\n');
});
