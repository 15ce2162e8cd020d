const fs = require('node:fs');
const path = require('node:path');
const { createConfig } = require('@semmultas/tooling');

const base = createConfig({
  dir: __dirname,
  name: 'landing',
  exposes: { './App': './src/expose/app.tsx' },
});

const PRERENDER_BUNDLE_DIR = path.join(__dirname, 'node_modules/.cache/prerender');

/** Runs the freshly built render-landing bundle and writes dist/prerender.html. */
class WritePrerenderedHtml {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('WritePrerenderedHtml', () => {
      const bundle = path.join(PRERENDER_BUNDLE_DIR, 'render-landing.cjs');
      delete require.cache[bundle];
      const html = require(bundle).renderLanding();
      fs.mkdirSync(path.join(__dirname, 'dist'), { recursive: true });
      fs.writeFileSync(path.join(__dirname, 'dist/prerender.html'), html);
    });
  }
}

/**
 * Production builds also prerender the landing page to dist/prerender.html (see
 * src/prerender/render-landing.tsx): a second, Node-targeted compilation of the same source
 * with the same TypeScript pipeline, run after the browser build (whose output.clean would
 * otherwise delete the file).
 */
function prerenderConfig(web) {
  return {
    name: 'prerender',
    dependencies: [web.name],
    mode: web.mode,
    context: __dirname,
    target: 'node20',
    devtool: false,
    entry: { 'render-landing': './src/prerender/render-landing.tsx' },
    output: { path: PRERENDER_BUNDLE_DIR, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: web.resolve,
    module: { rules: [web.module.rules[0]] },
    // The real packages, resolved from this package at build time: one React for both.
    externals: {
      react: 'commonjs react',
      'react-dom/server': 'commonjs react-dom/server',
      'react-router-dom': 'commonjs react-router-dom',
      'react/jsx-runtime': 'commonjs react/jsx-runtime',
    },
    optimization: { minimize: false },
    plugins: [new WritePrerenderedHtml()],
    stats: 'errors-warnings',
  };
}

module.exports = (env, argv) => {
  // The browser build and the federation runtime of the remote's own page (tooling/webpack.cjs).
  const [web, runtimeCore] = base(env, argv);
  if (argv.mode === 'development') return [web, runtimeCore];
  return [web, runtimeCore, prerenderConfig(web)];
};
