/**
 * The bid's key from its sealed file (docs/integration.md, docs/bid-seal-format.md):
 *   npm run -s bid-unwrap -- <sealed> --passphrase <p>      (or --key-file <解密密钥文件>)
 * checks the whole file's framing, unwraps the key and proves it against the sealed manifest, then prints the
 * key (base64) alone on its last line: what `/api/opening/decrypt` takes. A wrong passphrase fails with one
 * message, whichever part was wrong.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { checkBidSeal, unwrapBidKey } from '@swp/core/bid-seal/index';
import { commandArgs, existingFile, runCommand, UsageError } from './bid-seal-cli.ts';

const USAGE = '用法：npm run -s bid-unwrap -- <密封文件> --passphrase <解密口令>（或 --key-file <解密密钥文件>）';

await runCommand('bid-unwrap', async () => {
  const { file, values } = commandArgs(
    process.argv.slice(2),
    { passphrase: { type: 'string' }, 'key-file': { type: 'string' } },
    USAGE,
  );
  const keyFile = values['key-file'];
  if ((values.passphrase === undefined) === (keyFile === undefined)) {
    throw new UsageError(`请给出 --passphrase 或 --key-file 之一\n${USAGE}`);
  }
  const sealed = await existingFile(file, '密封文件');
  const { header } = await checkBidSeal(createReadStream(sealed));
  const secret =
    keyFile === undefined
      ? { passphrase: values.passphrase! }
      : { keyFile: await readFile(await existingFile(keyFile, '解密密钥文件'), 'utf8') };
  process.stdout.write(`${await unwrapBidKey(header, secret)}\n`);
});
