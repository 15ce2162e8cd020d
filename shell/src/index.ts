// Async boundary: Module Federation negotiates the shared singletons before React loads.
// A visitor on "/" may already be reading the landing page's prerendered HTML (the inline
// script of index.html): then the app does not boot, and no React, antd or Supabase code is
// downloaded until the visitor goes somewhere else.
// window.__semmultasBoot, what index.html's scripts leave (its type only).
import type {} from '@semmultas/shared/first-read';
import { loadAntdCss } from './runtime/antd-css';
import { startEarly } from './runtime/early-start';
import { yieldToMain } from './runtime/yield-while-loading';

void (window.__semmultasBoot?.landing ?? Promise.resolve(false)).then(async (shown) => {
  if (shown) return;
  // Issue 14: main.js's own task ends with the federation's start (its shared modules, its
  // runtime plugins); what follows gets a task of its own.
  await yieldToMain();
  // antd's stylesheet (zero-runtime mode, runtime/antd-css.ts) downloads beside the modules.
  void loadAntdCss();
  // So do the first page's remote and the Supabase client (runtime/early-start.ts).
  const early = startEarly();
  early.catch(() => undefined);
  // Issue 14: the app's own modules and their shared ones are asked for in a task of their own,
  // not in the one that started the federation and the first page's remote.
  return yieldToMain()
    .then(() => import('./bootstrap'))
    .then(({ start }) => start(early));
});
