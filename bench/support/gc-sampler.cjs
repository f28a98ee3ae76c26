/**
 * A preload for measuring where a server's garbage collection comes from, one line per second of activity:
 *   main <CPU seconds of the main thread> buffers <min>/<mean>/<max> MB heap <max> MB majors <n> minors <n>
 * "buffers" is process.memoryUsage().arrayBuffers sampled every 10 ms: the Buffers V8 counts as external memory,
 * which start full GCs of their own (README of apps/server/src/modules/bids, "Where a surge's time goes").
 * Seconds with fewer than three GCs are left out, so an idle server writes nothing.
 *
 * Use: GC_SAMPLER_FILE=/tmp/gc.log BID_SURGE_NODE_FLAGS="--require $PWD/bench/support/gc-sampler.cjs" \
 *        node --import tsx bench/bid-surge.ts
 * (an absolute path: the server runs in apps/server). Worker threads (the PDF thread) are not sampled.
 */
const fs = require('node:fs');
const { PerformanceObserver, constants } = require('node:perf_hooks');
const { isMainThread } = require('node:worker_threads');

const file = process.env.GC_SAMPLER_FILE;
if (isMainThread && file) {
  const counts = { majors: 0, minors: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) counts.majors++;
      else if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.minors++;
    }
  }).observe({ entryTypes: ['gc'] });

  /** CPU seconds (user + system) of the main thread, whose task id is the process id. */
  const mainThreadCpu = () => {
    const fields = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  const MB = 2 ** 20;
  let second = { min: Number.POSITIVE_INFINITY, max: 0, sum: 0, samples: 0, heap: 0 };
  let cpuAtStart = mainThreadCpu();

  setInterval(() => {
    const memory = process.memoryUsage();
    const buffers = memory.arrayBuffers / MB;
    second.min = Math.min(second.min, buffers);
    second.max = Math.max(second.max, buffers);
    second.sum += buffers;
    second.samples++;
    second.heap = Math.max(second.heap, memory.heapUsed / MB);
  }, 10).unref();

  setInterval(() => {
    const cpu = mainThreadCpu();
    if (counts.majors + counts.minors >= 3 && second.samples > 0) {
      const mean = second.sum / second.samples;
      fs.appendFileSync(
        file,
        `main ${(cpu - cpuAtStart).toFixed(2)} buffers ${second.min.toFixed(0)}/${mean.toFixed(0)}/${second.max.toFixed(0)} MB` +
          ` heap ${second.heap.toFixed(0)} MB majors ${counts.majors} minors ${counts.minors}\n`,
      );
    }
    cpuAtStart = cpu;
    second = { min: Number.POSITIVE_INFINITY, max: 0, sum: 0, samples: 0, heap: 0 };
    counts.majors = 0;
    counts.minors = 0;
  }, 1000).unref();
}
