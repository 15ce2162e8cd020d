// Issue 14: the federation's start in slices (a runtime plugin of the shell's federation, named
// in shell/webpack.config.cjs). When the shell starts, its bundler runtime
// asks the federation for every shared module its first chunks consume (react, react-dom, the
// router, supabase-js, antd's context modules: about thirty), each a `loadShare` that matches
// versions and adds the provider's <script>. They all ran in one task, 80 ms of a desktop's
// main thread (320 ms on Lighthouse's 4× phone), blocking the page it had just painted. This
// runtime plugin's `beforeLoadShare`, which the federation awaits before each of them, gives
// the main thread back once the current slice has run for SLICE_MS: a tap or a frame can come
// in between, and no task is long. Nothing is reordered: every load still goes on in the order
// asked, only in several tasks.
const SLICE_MS = 8;
let sliceStart = -1;
/** One turn after another: each load waits for the one asked before it to have its turn. */
let turns = Promise.resolve();

/**
 * The browser's own yield where it has one (it keeps the task's priority); a task otherwise. Not
 * in a hidden tab: nothing is painted or tapped there, and its timers may be held back (about a
 * second each), which would only delay the start.
 */
export function yieldToMain(): Promise<void> {
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return Promise.resolve();
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A load's turn: at once while the slice has time left, else after the main thread was given
 * back. All loads of a start are asked in one go, before any of them has done its work, so the
 * clock is read in turn order as the work goes on, not when they are asked. A slice starts at
 * the first turn of a task.
 */
async function turn(): Promise<void> {
  // A hidden tab paints nothing and may hold its timers back (about a second each): no slices.
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  if (sliceStart < 0) startSlice();
  else if (performance.now() - sliceStart > SLICE_MS) {
    await yieldToMain();
    startSlice();
  }
}

function startSlice(): void {
  sliceStart = performance.now();
  setTimeout(() => (sliceStart = -1), 0); // a later task starts a new slice
}

export default function yieldWhileLoading(): { name: string; beforeLoadShare<T>(args: T): T | Promise<T> } {
  return {
    name: 'semmultas-yield-while-loading',
    beforeLoadShare<T>(args: T): T | Promise<T> {
      if (typeof performance === 'undefined') return args;
      // A turn that failed (a yield refused) must not hold back every load after it.
      turns = turns.then(turn).catch(() => undefined);
      return turns.then(() => args);
    },
  };
}
