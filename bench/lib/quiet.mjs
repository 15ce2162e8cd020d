// The one way a bench waits for a quiet machine before it measures. Lighthouse multiplies the
// main-thread time it observes by 4 (its phone); on this 2-core machine a task's wall time grows
// with whatever else is running (the browser that just started or closed a tab, the servers
// finishing the previous run), so a run that starts on a busy machine measures the machine.
import fs from 'node:fs';

/** Busy and total CPU time of the whole machine, from /proc/stat (Linux). */
function cpuTimes() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  // user nice system idle iowait irq softirq steal; guest and guest_nice are already counted in
  // user and nice.
  const n = fields.slice(0, 8).map(Number);
  const idle = n[3] + (n[4] ?? 0);
  const total = n.reduce((s, v) => s + v, 0);
  return { busy: total - idle, total };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the machine has been at most `maxBusy` busy (all cores together) over a window
 * of `windowMs`, or after `timeoutMs` (then `quiet` is false). Returns how busy the last window
 * was. Without /proc (not Linux) it only waits one window, and cannot say (`quiet: null`).
 */
export async function waitForQuiet({ maxBusy = 0.1, windowMs = 500, timeoutMs = 10_000 } = {}) {
  if (!fs.existsSync('/proc/stat')) {
    await sleep(windowMs);
    return { quiet: null, busy: null, waitedMs: windowMs };
  }
  const start = Date.now();
  let before = cpuTimes();
  for (;;) {
    await sleep(windowMs);
    const after = cpuTimes();
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    const waitedMs = Date.now() - start;
    if (busy <= maxBusy) return { quiet: true, busy, waitedMs };
    if (waitedMs >= timeoutMs) return { quiet: false, busy, waitedMs };
    before = after;
  }
}
