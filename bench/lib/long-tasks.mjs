// The one way a bench reads long tasks from a Chromium trace (bench/tasks.mjs, and the traces
// `pnpm bench:routes -- --trace` keeps of Lighthouse's runs). The page's renderer main thread is
// the one that parsed the page's HTML; each of its tasks at least `min` ms long is listed with
// what ran inside it at top level (a script evaluated, compiled or called, by file; parsing,
// style, layout, paint, GC), and TBT is summed over tasks after the first contentful paint as
// Lighthouse counts it: (task − 50 ms) × `multiplier` (Lantern replays an unthrottled trace's
// tasks 4× longer; 1 for a trace taken throttled).
const short = (url) => (url ? url.replace(/^https?:\/\/localhost:/, ':').replace(/\?.*$/, '') : '');

function kindOf(e) {
  const data = e.args?.data;
  switch (e.name) {
    case 'EvaluateScript':
      return `evaluate ${short(data?.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${short(data?.url)}`;
    case 'FunctionCall':
      return `call ${short(data?.url)} ${data?.functionName ?? ''}`.trim();
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return `parse CSS ${short(data?.styleSheetUrl)}`;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
      return 'paint';
    case 'MajorGC':
    case 'MinorGC':
      return 'GC';
    default:
      return null; // containers (TimerFire, EventDispatch…): their FunctionCall says whose
  }
}

export function longTasks(traceEvents, { url, min = 50, multiplier = 1 }) {
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`no ParseHTML for ${url} in the trace`);
  const { pid, tid } = parse;
  const main = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  // The navigation of this page (a renderer also starts others, with no URL, after it).
  const t0 =
    traceEvents.find((e) => e.name === 'navigationStart' && e.pid === pid && e.args?.data?.documentLoaderURL?.startsWith(url))?.ts ??
    parse.ts;
  const fcpTs = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? t0;
  const tasks = main.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const long = [];
  let tbt = 0;
  // The same, from the main thread's own CPU time (`tdur`: not the time other threads and
  // processes held the CPU). On a 2-core machine that also runs the servers, a task's wall time
  // was 2-4 times its own: this is what the page itself costs, and what a change to it moves.
  let cpuMs = 0;
  let cpuTbt = 0;
  // Top-level tasks only: a trace may hold both names, one inside the other.
  const top = main.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  for (const t of main) {
    if (t.name !== top || t.ts < fcpTs || typeof t.tdur !== 'number') continue;
    cpuMs += t.tdur / 1000;
    cpuTbt += Math.max(0, (t.tdur / 1000) * multiplier - 50);
  }
  for (const t of tasks) {
    const ms = t.dur / 1000;
    if (ms < min) continue;
    const end = t.ts + t.dur;
    const parts = {};
    let until = 0; // top-level work only: nothing inside a counted event is counted again
    for (const e of main) {
      if (e.ts < t.ts || e === t || e.ts < until) continue;
      if (e.ts >= end) break;
      const k = kindOf(e);
      if (!k) continue;
      parts[k] = (parts[k] ?? 0) + (e.dur ?? 0) / 1000;
      until = e.ts + (e.dur ?? 0);
    }
    const afterFcp = t.ts >= fcpTs;
    if (afterFcp) tbt += Math.max(0, ms * multiplier - 50);
    long.push({
      at: Math.round((t.ts - t0) / 1000),
      ms: Math.round(ms),
      afterFcp,
      parts: Object.entries(parts)
        .filter(([, v]) => v >= 1)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => [k, Math.round(v)]),
    });
  }
  return { fcp: Math.round((fcpTs - t0) / 1000), tbt: Math.round(tbt), cpuMs: Math.round(cpuMs), cpuTbt: Math.round(cpuTbt), long };
}

export function printLongTasks({ fcp, tbt, cpuMs, cpuTbt, long }, title) {
  console.log(`${title}: FCP ${fcp} ms, TBT ${tbt} ms; the main thread's own CPU after FCP ${cpuMs} ms, TBT from it ${cpuTbt} ms`);
  for (const t of long) {
    console.log(`  ${t.afterFcp ? '' : '(before FCP) '}at ${t.at} ms: ${t.ms} ms`);
    for (const [k, v] of t.parts.slice(0, 8)) console.log(`      ${String(v).padStart(5)} ${k}`);
  }
}
