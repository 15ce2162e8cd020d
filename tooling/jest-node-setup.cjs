// supabase-js warns on import that Node 20 is deprecated. The machines this runs on have Node 20
// (see the README), the warning changes nothing, and printed once per test file with its stack
// it pushed the real failures out of CI's log. Only that one sentence is dropped.
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};
