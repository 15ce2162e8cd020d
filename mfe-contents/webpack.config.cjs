const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'contents',
  exposes: { './App': './src/expose/app.tsx' },
});
