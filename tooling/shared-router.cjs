// Issue 14: the router is shared as tooling/router-entry.js (the declarative API of
// react-router, tree-shaken) under the share key 'react-router-dom', not as the whole package.
// This file holds the three pieces tooling/webpack.cjs puts together: the share, the alias the
// entry resolves react-router with, and the build check that keeps apps to the entry's names.
const path = require('node:path');
const fs = require('node:fs');
const { WebpackError } = require('webpack');

const ROUTER_ENTRY = path.join(__dirname, 'router-entry.js');
const SHARE_KEY = 'react-router-dom';
const PLUGIN = 'SharedRouterCheck';

/** react-router's package directory, the one the app's react-router-dom depends on (pnpm). */
function reactRouterDir(dir) {
  const rrd = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
  return path.dirname(require.resolve('react-router/package.json', { paths: [rrd] }));
}

/**
 * The share of 'react-router-dom' for an app whose package.json asks for `requiredVersion`.
 * `import` is the entry (it is both what this app provides and its fallback); `version` is
 * react-router's, given explicitly since the entry's own package.json (tooling) is not the
 * router's. The share key stays 'react-router-dom', so a remote built before this change and the
 * shell still meet on one copy of the router's contexts.
 */
function routerShare(dir, requiredVersion) {
  const { version } = JSON.parse(fs.readFileSync(path.join(reactRouterDir(dir), 'package.json'), 'utf8'));
  return { singleton: true, import: ROUTER_ENTRY, shareKey: SHARE_KEY, version, requiredVersion, strictVersion: false };
}

/** resolve.alias: the entry imports 'react-router' (tooling does not depend on it). */
function routerAlias(dir) {
  return { 'react-router$': reactRouterDir(dir) };
}

/**
 * optimization.splitChunks' `defaultVendors` group as webpack defines it, except react-router:
 * webpack split it out of the shared router's chunk (it is in node_modules, the entry is not),
 * one more request on every first page for a chunk of 0.8 KB. Kept with the entry, the router
 * is one file as it was when shared whole.
 */
function vendorsWithoutRouter(dir) {
  const router = reactRouterDir(dir) + path.sep;
  return {
    idHint: 'vendors',
    reuseExistingChunk: true,
    priority: -10,
    test: (module) => {
      const name = module.nameForCondition?.() ?? '';
      return /[\\/]node_modules[\\/]/i.test(name) && !name.startsWith(router);
    },
  };
}

/** The way to add a name, said by every error of the check. */
const HOW =
  'The router every app shares is tooling/router-entry.js: add the name to its list (the shell and the remotes that use it are then deployed together; README, issue 14, "Fifth round: the router\'s exports").';

/**
 * Fails the build, with the file and line, when an app
 * - imports from 'react-router-dom' a name tooling/router-entry.js does not export (the shared
 *   module would give `undefined` at run time: the federation's consume module does not know
 *   the provider's exports, so webpack's own `exportsPresence` cannot see it), or uses its
 *   namespace whole (`import * as R` passed around, `export * from`);
 * - imports 'react-router' or 'react-router/…' itself: a second copy of the router, with its
 *   own contexts, outside the shared singleton. Only the entry may.
 */
class SharedRouterCheck {
  apply(compiler) {
    compiler.hooks.compilation.tap(PLUGIN, (compilation, { normalModuleFactory }) => {
      normalModuleFactory.hooks.beforeResolve.tap(PLUGIN, (data) => {
        if (!/^react-router(\/|$)/.test(data.request) || data.contextInfo.issuer === ROUTER_ENTRY) return;
        const error = new WebpackError(
          `${path.relative(compiler.context, data.contextInfo.issuer)} imports '${data.request}': import from 'react-router-dom' instead, or the page gets a second copy of the router (its own contexts) outside the shared one. ${HOW}`,
        );
        error.hideStack = true;
        compilation.errors.push(error);
      });
      compilation.hooks.finishModules.tap({ name: PLUGIN, stage: 100 }, (modules) => {
        const entry = [...modules].find((m) => m.resource === ROUTER_ENTRY);
        if (!entry) return;
        const exported = compilation.moduleGraph.getProvidedExports(entry);
        if (!Array.isArray(exported)) throw new Error(`${PLUGIN}: the exports of ${ROUTER_ENTRY} are not known`);
        const allowed = new Set(exported);
        for (const module of modules) {
          for (const dep of module.dependencies) {
            if (dep.request !== SHARE_KEY) continue;
            let ids;
            if (dep.type === 'harmony import specifier') ids = dep.getIds(compilation.moduleGraph);
            else if (dep.type === 'harmony export imported specifier') ids = dep.ids;
            else continue;
            if (ids.length && allowed.has(ids[0])) continue;
            const error = new WebpackError(
              ids.length
                ? `'${ids[0]}' is imported from 'react-router-dom' but the shared router does not export it. ${HOW}`
                : `the whole namespace of 'react-router-dom' is used ('import * as' passed on whole, or 'export *'): import the names used, so the build can check them. ${HOW}`,
            );
            // No loc: it would be a line of the compiled file (no source maps in production).
            error.module = module;
            error.hideStack = true;
            compilation.errors.push(error);
          }
        }
      });
    });
  }
}

module.exports = { ROUTER_ENTRY, routerShare, routerAlias, vendorsWithoutRouter, SharedRouterCheck };
