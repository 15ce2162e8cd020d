const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'sefaz',
  exposes: { './App': './src/expose/app.tsx' },
});
