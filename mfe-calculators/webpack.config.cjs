const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'calculators',
  exposes: { './App': './src/expose/app.tsx' },
});
