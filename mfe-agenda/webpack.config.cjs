const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'agenda',
  exposes: {
    './App': './src/expose/app.tsx',
  },
});
