// Issue 14: one federation runtime (runtime-core) per page, the shell's. A remote is built with
// `experiments.externalRuntime` (tooling/webpack.cjs): its remoteEntry.js no longer carries a
// second copy (~65 KB) but reads this global. Two uses of this one file:
// - the shell's runtime plugin: imported by the shell's federation runtime before it starts,
//   so the global is set before any remote loads (the federation's own
//   `provideExternalRuntime` does the same, but through a CommonJS build that bundled a second
//   copy of runtime-core into the shell);
// - a remote's own page (its dev host): built apart into dist/mf-runtime-core.js and loaded
//   before main.js, since no shell is there to provide it.
// `@semmultas/federation-runtime-core` is an alias (tooling/webpack.cjs) for the very file the
// shell's bundler runtime imports, so the shell holds one copy.
import * as runtimeCore from '@semmultas/federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;

export default function provideRuntimeCore() {
  return { name: 'semmultas-provide-runtime-core' };
}
