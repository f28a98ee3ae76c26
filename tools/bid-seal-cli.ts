/**
 * What the two offline commands of 投标人加密 share (docs/bid-seal-format.md, "The command-line sealer"): reading
 * their arguments, and failing with one clear line on stderr and a non-zero exit instead of a stack trace.
 */
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BidSealError } from '@swp/core/bid-seal/index';

/** A refusal of the command's input: printed as it is, exit code 1. */
export class UsageError extends Error {}

export function commandArgs<const O extends Record<string, { type: 'string' }>>(
  argv: string[],
  options: O,
  usage: string,
) {
  try {
    const { values, positionals } = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
    if (positionals.length !== 1) throw new UsageError(`请给出一个文件\n${usage}`);
    return { file: positionals[0]!, values: values as Partial<Record<keyof O, string>> };
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`参数不正确：${(error as Error).message}\n${usage}`);
  }
}

/** A path as the user typed it: `npm run` starts scripts in the repository's root, and INIT_CWD is where they were. */
export const userPath = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** The absolute path of an existing regular file, or a refusal naming it as typed. */
export async function existingFile(typed: string, what: string): Promise<string> {
  const path = userPath(typed);
  const found = await stat(path).catch(() => null);
  if (!found) throw new UsageError(`找不到${what}：${typed}`);
  if (!found.isFile()) throw new UsageError(`${what}不是文件：${typed}`);
  return path;
}

/** Runs a command: its refusals (bad input, a BidSealError, a file that cannot be read) end it with code 1. */
export async function runCommand(name: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const known = error instanceof UsageError || error instanceof BidSealError;
    const io = (error as NodeJS.ErrnoException).code !== undefined;
    if (!known && !io) throw error;
    const message = known ? (error as Error).message : `文件读写失败：${(error as Error).message}`;
    process.stderr.write(`${name}：${message}\n`);
    process.exitCode = 1;
  }
}
