const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { createConfig } = require('@semmultas/tooling');

const base = createConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  firstPaint: true,
  // Issue 14: the federation's start in slices (src/runtime/yield-while-loading.ts).
  runtimePlugins: ['./src/runtime/yield-while-loading.ts'],
});

module.exports = (env, argv) => {
  const [app, ...others] = base(env, argv);
  // /states.json comes from the one list in shared/ (DECISIONS.md 7).
  app.plugins.push(new CopyPlugin({ patterns: [{ from: path.join(__dirname, '../shared/src/states.json'), to: 'states.json' }] }));
  return [app, ...others];
};
