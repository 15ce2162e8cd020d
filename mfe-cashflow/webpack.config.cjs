const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'cashflow',
  exposes: { './App': './src/expose/app.tsx' },
});
