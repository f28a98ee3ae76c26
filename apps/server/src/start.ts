/**
 * The production entry (dist/start.cjs, built by build.mjs): sizes libuv's thread pool, then starts the server.
 *
 * The pool runs every file-system call of the process. Node's default of 4 threads is too few for a deadline surge
 * of bid uploads: each stored bid is flushed to the disk (fsync) before its receipt is given, a flush holds its
 * thread for as long as the disk takes, and with 4 threads a few flushes stall the writes of every other upload;
 * 16 keep them flowing (bench/bid-surge.ts). An operator's UV_THREADPOOL_SIZE wins.
 *
 * libuv reads the variable once, when the pool first starts — and Node's ES module loader starts it to read the
 * entry file. So this entry is built as CommonJS (loaded with synchronous reads), sets the variable, and only then
 * imports the server (dist/main.js, an ES module).
 */
process.env.UV_THREADPOOL_SIZE ??= '16';
void import('./main.ts');
