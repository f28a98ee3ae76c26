import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  url: string;
  /** The process id (its memory can be read from /proc/<pid>/status). */
  pid: number;
  stop(): Promise<void>;
  /** SIGKILL, as a crash or an OOM kill would end it: no shutdown of any kind; resolves once it has exited. */
  kill(): Promise<void>;
}

/**
 * Starts the real server as its own process and resolves once it listens: from its sources under tsx, or with
 * `{ bundle: true }` from dist/start.cjs as production runs it (a benchmark measures that one; build it first with
 * `node build.mjs`). `nodeFlags` go to node itself (e.g. `--cpu-prof` to profile it). With `outputFile`, all the
 * server writes to stdout and stderr is also appended there, for as long as it runs (what `--trace-gc` prints).
 */
export function startServerProcess(
  env: Record<string, string>,
  { bundle = false, nodeFlags = [] as string[], outputFile = '' } = {},
): Promise<ServerProcess> {
  const entry = bundle ? ['dist/start.cjs'] : ['--import', 'tsx', 'src/main.ts'];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...entry], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (outputFile) {
    const copy = fs.createWriteStream(outputFile, { flags: 'a' });
    child.stdout!.pipe(copy, { end: false });
    child.stderr!.pipe(copy, { end: false });
    child.once('exit', () => copy.end());
  }
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening on (http:\/\/localhost:\d+)/);
      if (!match) return;
      clearTimeout(timer);
      resolve({
        url: match[1]!.replace('localhost', '127.0.0.1'),
        pid: child.pid!,
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
        kill: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.kill('SIGKILL');
          }),
      });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}
