const { createConfig } = require('@semmultas/tooling');

module.exports = createConfig({
  dir: __dirname,
  name: 'forum',
  exposes: {
    './App': './src/expose/app.tsx',
    // The admin lives only on /admin: the admin panel (or the shell) mounts this there.
    './Moderation': './src/expose/moderation.tsx',
  },
});
