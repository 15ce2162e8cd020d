const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'admin',
  exposes: { './App': './src/expose/app.tsx' },
});
