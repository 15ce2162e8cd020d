// supabase-js warns on import that Node 20 is deprecated; the project pins Node 20, so keep
// that one notice out of every test file's output. Import this module before supabase-js.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('Node.js 20 and below are deprecated')) return;
  warn(...args);
};
export {};
