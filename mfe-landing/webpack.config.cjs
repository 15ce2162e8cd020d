const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'landing',
  exposes: { './App': './src/expose/app.tsx' },
});
