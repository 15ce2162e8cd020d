const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'forum',
  exposes: { './App': './src/expose/app.tsx' },
});
