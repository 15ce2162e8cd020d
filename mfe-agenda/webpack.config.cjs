const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'agenda',
  exposes: {
    './App': './src/expose/app.tsx',
    // The home page's first panel (issue 19), loaded by the shell on its own.
    './ProximosVencimentos': './src/expose/proximos-vencimentos.tsx',
  },
});
