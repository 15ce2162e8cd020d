// The one webpack configuration of the platform. The shell (host) and every remote call
// createConfig() from their own webpack.config.cjs, so sharing rules, caching names and the
// TypeScript pipeline cannot drift between teams.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const { BannerPlugin, Compilation, NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { runtimeConfigMiddleware, API_PATHS } = require('./runtime-config.cjs');
const { appPort } = require('./workspace.cjs');
const { ROUTER_ENTRY, routerShare, routerAlias, vendorsWithoutRouter, SharedRouterCheck } = require('./shared-router.cjs');

/**
 * runtime-core's ES module, the file the federation's bundler runtime imports (enhanced →
 * runtime-tools → runtime → runtime-core; pnpm: none of them a dependency of ours). See
 * runtime-core-global.js.
 */
const RUNTIME_CORE_ALIAS = (() => {
  const from = (spec, base) => require.resolve(spec, { paths: [base] });
  const runtime = from(
    '@module-federation/runtime/bundler',
    from('@module-federation/runtime-tools/bundler', require.resolve('@module-federation/enhanced/webpack')),
  );
  const esm = path.join(path.dirname(from('@module-federation/runtime-core', runtime)), 'index.js');
  if (!fs.existsSync(esm)) throw new Error(`runtime-core's ES module not found: ${esm}`);
  return { '@semmultas/federation-runtime-core$': esm };
})();
const RUNTIME_CORE_GLOBAL = path.join(__dirname, 'runtime-core-global.js');

/** The stand-in for antd's tooltip UniqueProvider (see the NormalModuleReplacementPlugin below). */
const TOOLTIP_UNIQUE_STUB = path.join(__dirname, 'stubs/antd-tooltip-unique.js');
/**
 * A stand-in for @supabase/auth-js's WebAuthn helpers, which the browser never uses (the file
 * says why). Not its GoTrueAdminApi, though the admin API needs the service role key: GoTrueClient
 * signs the user out through its `signOut` (e2e/recovery caught a stand-in there).
 */
const AUTH_JS_WEBAUTHN_STUB = path.join(__dirname, 'stubs/supabase-auth-webauthn.js');

/**
 * antd's dependency packages that do not declare `sideEffects` in their package.json, and are
 * free of them (see the module rule that uses this). Matched in pnpm's store path too.
 */
const ANTD_CSS = /[\\/]antd[\\/]dist[\\/]antd\.css$/;
const SPLIT_CSS_LOADER = require.resolve('./split-css-loader.cjs');

const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](@rc-component[\\/][^\\/]+|@ant-design[\\/](colors|cssinjs|cssinjs-utils|fast-color))[\\/]es[\\/]/;

/**
 * Singletons every federated app shares (ARCHITECTURE "Runtime composition" 4). Majors are
 * pinned through requiredVersion taken from the consumer's package.json; nothing is eager:
 * each app starts behind an async `import('./bootstrap')` boundary.
 *
 * Issue 14: what carries state is shared, and what every app's antd code imports whole anyway (the
 * colour packages, see antdSingletons); nothing else. `@ant-design/icons` is not shared at all (each
 * app bundles, tree-shaken, the few icons it imports). `antd` is not shared whole either: a
 * shared module cannot be tree-shaken, so every visitor downloaded and evaluated all of antd
 * (1.36 MB). Each app now bundles the antd components it uses, tree-shaken, and the modules
 * that hold antd's React contexts and style cache are shared one by one as singletons, so the
 * shell's one ConfigProvider (theme, dark mode, locale, App's message/modal) still reaches
 * every remote: see antdSingletons().
 *
 * The router is shared as one singleton too, but not whole: tooling/router-entry.js, its
 * declarative API, under the share key 'react-router-dom' (tooling/shared-router.cjs).
 */
function sharedConfig(pkg, dir) {
  // @tanstack/react-query (issue 17): one copy of its code for the whole app; each remote still
  // makes its own QueryClient (shared/src/query.ts), so no cache crosses a remote's border.
  const names = ['react', 'react-dom', 'react-router-dom', '@supabase/supabase-js', 'dayjs', '@tanstack/react-query'];
  const shared = {};
  for (const name of names) {
    const requiredVersion = pkg.dependencies?.[name];
    if (!requiredVersion) continue;
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
  }
  // Subpaths used by apps (dayjs locale, react-dom/client, jsx runtime) must resolve to the
  // same singleton instance.
  if (shared['react']) shared['react/jsx-runtime'] = { singleton: true, requiredVersion: shared.react.requiredVersion };
  if (shared['react-dom']) shared['react-dom/client'] = { singleton: true, requiredVersion: shared['react-dom'].requiredVersion };
  if (shared['dayjs']) shared['dayjs/locale/pt-br'] = { singleton: true, requiredVersion: shared.dayjs.requiredVersion };
  // Issue 14, fifth round: not the whole router package but its declarative API, tree-shaken
  // (tooling/router-entry.js; an app importing any other name fails its build).
  if (shared['react-router-dom'] && dir) shared['react-router-dom'] = routerShare(dir, shared['react-router-dom'].requiredVersion);
  if (pkg.dependencies?.antd && dir) Object.assign(shared, antdSingletons(dir, pkg.dependencies.antd));
  return shared;
}

/** The package directory of `name` as resolved from `from` (pnpm: only declared dependencies). */
function packageDir(name, from) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
}

/**
 * Issue 14, thirteenth round: antd's Button, shared per module like the contexts below. It
 * carries no state of its own, but the shell evaluates it for its own first screen and every
 * remote evaluated its own copy again (~12 KB minified each; 27 KB on SEFAZ). With it, the module
 * whose context it reads and that is not named `*context*`: space/Compact (SpaceCompactItemContext;
 * shared alone, the shell's Button no longer saw a remote's Space.Compact: e2e/cashflow checks the
 * categories dialog's compact buttons). Sharing antd's barrels too (theme/internal, style, grid,
 * space) was measured and left out: a shared module is kept whole, and the shell grew by more
 * than the remotes saved (home 905 -> 936 KB).
 */
const ANTD_CORE = ['button/index', 'space/Compact'];

/** Packages shared whole beside antd's modules (antdSingletons says why each one). */
const ANTD_COMPANIONS = [
  '@ant-design/cssinjs',
  '@ant-design/cssinjs-utils',
  '@rc-component/motion',
  '@rc-component/portal',
  '@ant-design/fast-color',
  '@ant-design/colors',
];

/**
 * antd's context-carrying modules, shared per module (the "per component entry point" way of
 * issue 14; the federation's own `treeShaking` for shared is experimental for webpack and its
 * `runtime-infer` mode falls back to a second full copy when the loaded one lacks an export,
 * which would break the one-ConfigProvider rule).
 *
 * - every `antd/es/**\/*context*.js` (ConfigContext, DesignTokenContext — the theme and dark
 *   mode —, LocaleContext, SizeContext, DisabledContext, App's context, form messages, z-index,
 *   …): keyed by absolute path, so antd's own relative imports of them are matched too;
 * - `@ant-design/cssinjs` (its StyleContext and the one style cache) and
 *   `@ant-design/cssinjs-utils`, `@rc-component/motion` (contexts ConfigProvider sets), keyed
 *   by the bare name antd imports them with.
 *
 * - antd's Button (ANTD_CORE below).
 *
 * Everything else of antd is bundled by each app with only the components it uses.
 */
function antdSingletons(dir, requiredVersion) {
  const antdDir = packageDir('antd', dir);
  const antdPkg = JSON.parse(fs.readFileSync(path.join(antdDir, 'package.json'), 'utf8'));
  const shared = {};
  /** One antd module (its file), shared by its path under antd/: `antd/es/<rel>`. */
  const share = (full) => {
    const rel = path.relative(antdDir, full).split(path.sep).join('/');
    shared[full] = {
      singleton: true,
      shareKey: `antd/${rel.replace(/\.js$/, '')}`,
      version: antdPkg.version,
      requiredVersion,
      strictVersion: false,
    };
  };
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/context\.js$/i.test(entry.name)) share(full);
    }
  };
  walk(path.join(antdDir, 'es'));
  for (const rel of ANTD_CORE) share(path.join(antdDir, 'es', `${rel}.js`));
  // Module-level state shared by every open dialog: rc-util's focus lock (a window focusin
  // listener per copy; two copies — the shell's App modal and a remote's Modal — pulled focus
  // from each other until the stack overflowed) and the portal's scroll lock.
  const rcUtilDir = packageDir('@rc-component/util', antdDir);
  shared[path.join(rcUtilDir, 'es/Dom/focus.js')] = {
    singleton: true,
    shareKey: '@rc-component/util/es/Dom/focus',
    version: JSON.parse(fs.readFileSync(path.join(rcUtilDir, 'package.json'), 'utf8')).version,
    requiredVersion: false,
    strictVersion: false,
  };
  // The colour packages hold no state, but every app's own antd theme code (useToken's default
  // algorithm, the presets) imports them: bundled per app they were evaluated in the shell twice
  // (in two of its chunks) and once more in every remote. One package class and its palettes.
  for (const name of ANTD_COMPANIONS) {
    const libDir = packageDir(name, antdDir);
    const libPkg = JSON.parse(fs.readFileSync(path.join(libDir, 'package.json'), 'utf8'));
    shared[name] = {
      singleton: true,
      import: require.resolve(path.join(libDir, libPkg.module || libPkg.main)),
      version: libPkg.version,
      requiredVersion: antdPkg.dependencies[name] ?? false,
      strictVersion: false,
    };
  }
  return shared;
}

/**
 * Issue 14: shared modules that a first page always loads together, in one chunk of the app that
 * provides them. The federation gives every shared module an async chunk of its own (and
 * splitChunks more for their dependencies), so a first page fetched and ran ~15 scripts of
 * 0.1–0.7 KB for antd's contexts alone, and one or more for each of antd's companions (its
 * CSS-in-JS, motion, colours) and for React; each script costs its request, its insertion and its
 * task, whatever its size. A remote still finds each module in the share scope by its key.
 * - `antd-shared` (fourteenth round): antd's shared modules (antdSingletons), the packages shared
 *   beside them and what those use (@emotion/hash, @emotion/unitless, stylis).
 * - `react-shared`: react, react-dom and scheduler.
 * The price: a remote that brings a newer version of one of these packages than the shell (its
 * own copy wins the share scope) downloads its whole group, not one small chunk.
 * Fifteenth round, the home page: 34 scripts -> 29 and 316 -> 304 KB on the wire (each response
 * carries its headers) for 2 KB more of JavaScript. The main thread's CPU time did not move in a
 * way the bench can see (157 ms both); one batch of Lighthouse runs right after it gave a home
 * TBT median of 111 ms, but ten later runs gave 224 ms: no TBT gain is claimed.
 */
function sharedChunkGroup(name, { files = new Set(), dirs = [] }) {
  return {
    test: (module) => {
      const resource = module.resource ?? '';
      return files.has(resource) || dirs.some((d) => resource.startsWith(d));
    },
    chunks: 'async',
    name,
    enforce: true,
    priority: 20,
  };
}

function antdSharedGroup(shared, dir) {
  const files = new Set(
    Object.entries(shared)
      .filter(([key, config]) => path.isAbsolute(key) && config.singleton)
      .map(([key]) => key),
  );
  const antdDir = packageDir('antd', dir);
  const cssinjs = packageDir('@ant-design/cssinjs', antdDir);
  const dirs = [
    ...ANTD_COMPANIONS.map((n) => packageDir(n, antdDir)),
    ...['@emotion/hash', '@emotion/unitless', 'stylis'].map((n) => packageDir(n, cssinjs)),
  ].map((d) => d + path.sep);
  return sharedChunkGroup('antd-shared', { files, dirs });
}

function reactSharedGroup(dir) {
  const reactDom = packageDir('react-dom', dir);
  const dirs = [packageDir('react', dir), reactDom, packageDir('scheduler', reactDom)].map((d) => d + path.sep);
  return sharedChunkGroup('react-shared', { dirs });
}

/**
 * Issue 14: V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints) at the
 * top of every script webpack emits for an app in a production build (not the files copied from
 * public/, such as sw.js, nor a remote's mf-runtime-core.js, which only its dev host page loads
 * and which runtimeCoreConfig builds apart, without either this or precompressed()). A chunk is
 * only loaded when its page needs it, and then most of what it holds runs at once (module
 * factories, React's renderer, antd's components): with the hint V8 compiles all of a script's
 * functions while it streams in, on a background thread, instead of one by one on the main
 * thread when each is first called (a second, full parse of each). Measured on the home page
 * (1× CPU, median of 7): the main thread's own time after the first paint went from 207 to
 * 157 ms, and the renderer's whole CPU from 850 to 710 ms (no function parsed twice). Other
 * browsers ignore the comment.
 */
function compileHints() {
  return new BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    // After minification (which would drop the comment), before precompressed() and the
    // content hashes.
    stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

/**
 * Issue 14: every text file of a production build also written as `.br` (Brotli, best quality)
 * and `.gz` (gzip, level 9), once, at build time. The server (scripts/lib/serve.mjs) sends the
 * best one the browser accepts, as a CDN would, instead of compressing each response again on
 * every request: smaller files than on-the-fly gzip, and no server CPU while a page loads (on a
 * small machine, that CPU came out of the browser's main thread and showed in the benches'
 * long tasks). Files that do not shrink by a tenth are left alone; the originals stay.
 */
function precompressed() {
  const test = /\.(js|css|html|json|svg|webmanifest)$/;
  const common = { test, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}

/** The app's src/index.html, or the dev host page with its title filled in. */
function htmlTemplate(dir, title) {
  const own = path.join(dir, 'src/index.html');
  if (fs.existsSync(own)) return fs.readFileSync(own, 'utf8');
  return fs.readFileSync(path.join(__dirname, 'dev-host.html'), 'utf8').replace('<%= htmlWebpackPlugin.options.title %>', title);
}

/**
 * @param {object} options
 * @param {string} options.dir        the package directory (__dirname of the caller)
 * @param {string} options.name       federation name (shell, landing, sefaz, ...)
 * @param {boolean} [options.host]    true for the shell
 * @param {Record<string,string>} [options.exposes]
 * @param {boolean} [options.firstPaint] the shell: src/first-paint inlined at index.html's marker
 * @param {string[]} [options.runtimePlugins] a host's own federation runtime plugins (paths)
 */
function createConfig({ dir, name, host = false, exposes, firstPaint = false, runtimePlugins = [] }) {
  const app = appConfig({ dir, name, host, exposes, firstPaint, runtimePlugins });
  // A remote also builds its own page's federation runtime, apart (see runtimeCoreConfig).
  // After the app's compilation: its output.clean would delete the file. The shell builds the
  // script its index.html inlines first (firstPaintConfig).
  return host
    ? (env, argv) => (firstPaint ? [app(env, argv), firstPaintConfig(dir, argv)] : app(env, argv))
    : (env, argv) => [app(env, argv), runtimeCoreConfig(dir, argv)];
}

/**
 * Where firstPaintConfig writes each of its two scripts (outside dist/, which the app's
 * output.clean empties): one file per script and mode, so a dev server running beside a
 * production build never lends it its copy.
 */
const firstPaintFile = (dir, argv, entry = 'first-paint') =>
  path.join(dir, `node_modules/.cache/semmultas/${entry}.${argv.mode === 'development' ? 'development' : 'production'}.js`);

/**
 * The first paint's second script, src/first-paint/first-lists.ts (the drawers of the lists it
 * paints, asked for only on those pages): its code and the hashed name dist/ serves it under.
 */
function firstListsAsset(dir, argv) {
  const code = fs.readFileSync(firstPaintFile(dir, argv, 'first-lists'), 'utf8');
  const hash = require('node:crypto').createHash('sha256').update(code).digest('hex').slice(0, 10);
  return { name: `first-lists.${hash}.js`, code };
}

/** Emits firstListsAsset into the app's output, beside main.js. */
class FirstListsAssetPlugin {
  constructor(dir, argv) {
    this.dir = dir;
    this.argv = argv;
  }
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('FirstListsAssetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstListsAssetPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { name, code } = firstListsAsset(this.dir, this.argv);
        // Named by its first-paint build's output (the same name index.html asks for); the app's
        // own minimizer may still rewrite its names, which changes nothing it does.
        compilation.emitAsset(name, new sources.RawSource(code), { minimized: true, immutable: true });
      });
    });
  }
}

/**
 * Issue 14: src/first-paint/index.ts as one small script, no federation, no webpack runtime
 * beyond the module itself, which the shell's index.html carries inline at the end of its body
 * (so it runs with the HTML, before any file of the app has downloaded); and
 * src/first-paint/first-lists.ts, the lists' drawers, which that script asks for only where it
 * paints a list (FirstListsAssetPlugin puts it in dist/ under its hashed name).
 */
function firstPaintConfig(dir, argv) {
  const production = argv.mode !== 'development';
  const file = firstPaintFile(dir, argv);
  return {
    name: 'first-paint',
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'first-paint': './src/first-paint/index.ts', 'first-lists': './src/first-paint/first-lists.ts' },
    devtool: false,
    target: ['web', 'es2020'],
    output: {
      path: path.dirname(file),
      filename: `[name].${production ? 'production' : 'development'}.js`,
      publicPath: '',
      clean: false,
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules[\\/](?!@semmultas)/,
          use: { loader: require.resolve('swc-loader'), options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } } },
        },
      ],
    },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })] },
    performance: { hints: false },
    stats: 'errors-warnings',
    // No dev-server client (live reload, overlay) in a script that runs inline in the page.
    devServer: false,
  };
}

/** The shell's page with the first-paint script in place of its marker (read when the page is emitted). */
function hostTemplate(dir, argv) {
  const marker = /<!-- first-paint:[^>]*-->/;
  const html = htmlTemplate(dir, 'SemMultas');
  if (!marker.test(html)) throw new Error('shell/src/index.html: the <!-- first-paint: … --> marker is missing');
  return ({ htmlWebpackPlugin }) => {
    // The drawers' file's hashed name, where index.ts asks for it (FIRST_LISTS_SRC).
    const lists = firstListsAsset(dir, argv);
    const inline = fs.readFileSync(firstPaintFile(dir, argv), 'utf8').trim();
    const placeholders = inline.split('__SM_FIRST_LISTS_SRC__').length - 1;
    if (placeholders !== 1) throw new Error(`first-paint: expected the drawers' file placeholder once, found it ${placeholders} times`);
    const code = inline.replace('__SM_FIRST_LISTS_SRC__', () => `/${lists.name}`);
    // Inside <script>, an HTML parser would end or confuse the element at these: none can occur
    // in the module's own source; refuse the build rather than guess an escape.
    const unsafe = /<\/script|<script|<!--/i.exec(code);
    if (unsafe) throw new Error(`first-paint: "${unsafe[0]}" in the inlined script; keep it out of src/first-paint's strings`);
    const [entry, ...more] = htmlWebpackPlugin.files.js;
    if (!entry || more.length) throw new Error(`index.html: expected one entry script, got ${htmlWebpackPlugin.files.js.length}`);
    // Issue 14: the app starts once the page's first paint is on screen. A `defer` main.js ran as
    // soon as the document was parsed, often before the first paint (the head drawn by the
    // script above): the phone showed it later, and Lighthouse's Lantern, which charges a paint
    // with every script evaluated before it, put main.js's download and run in FCP and LCP (FCP
    // 0.7 or 1.2 s, LCP 0.9 or 3.3 s, depending on which came first). The file is still fetched
    // from the start (preload); only its run waits, for the first contentful paint's entry, which
    // comes when the frame is presented (an animation frame's callback comes before). A hidden tab
    // paints nothing: there, or if no entry comes within a second, it starts at once.
    // When the page's first screen is a list the first-paint script reads and paints itself
    // (shell/src/first-paint/first-list.ts), the app waits for that list to be on screen too, at
    // most half a second after the first paint: started earlier, its scripts would come before the
    // list on a slow network (Lighthouse's LCP of /dicas-tributarias: 2.3 s instead of ~1 s).
    const src = JSON.stringify(entry);
    const start =
      `(function () { var done = false; function start() { if (done) return; done = true; ` +
      `var s = document.createElement('script'); s.src = ${src}; document.head.appendChild(s); } ` +
      `function painted() { var list = window.__semmultasBoot && window.__semmultasBoot.firstListPainted; ` +
      `if (!list) return start(); list.then(start, start); setTimeout(start, 500); } ` +
      `if (document.visibilityState !== 'visible') return start(); ` +
      `document.addEventListener('visibilitychange', start, { once: true }); setTimeout(start, 1000); ` +
      `var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes; ` +
      `if (!types || types.indexOf('paint') < 0) return requestAnimationFrame(function () { setTimeout(painted, 0); }); ` +
      `new PerformanceObserver(function (list) { if (list.getEntriesByName('first-contentful-paint').length) painted(); })` +
      `.observe({ type: 'paint', buffered: true }); })();`;
    return html
      .replace('</head>', () => `<link rel="preload" as="script" href="${entry}"></head>`)
      .replace(marker, () => `<script>${code}</script><script>${start}</script>`);
  };
}

/**
 * Issue 14: dist/mf-runtime-core.js, the federation runtime a remote's own page (its dev host)
 * loads before main.js, since the remote's bundles take the runtime from the host
 * (`experiments.externalRuntime`, below). The shell never loads it. No federation plugin here:
 * this is the runtime itself, as one global (tooling/runtime-core-global.js).
 */
function runtimeCoreConfig(dir, argv) {
  const production = argv.mode !== 'development';
  return {
    name: 'mf-runtime-core',
    dependencies: ['app'],
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { 'mf-runtime-core': RUNTIME_CORE_GLOBAL },
    devtool: false,
    target: 'web',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', publicPath: '/', clean: false, iife: true },
    resolve: { alias: RUNTIME_CORE_ALIAS },
    optimization: { minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

function appConfig({ dir, name, host, exposes, firstPaint, runtimePlugins }) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const port = Number(process.env.PORT || appPort(path.basename(dir)));
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const analyze = Boolean(process.env.ANALYZE);
    const publicDir = path.join(dir, 'public');
    return {
      name: 'app',
      ...(firstPaint ? { dependencies: ['first-paint'] } : {}),
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? (process.env.SOURCE_MAPS ? 'source-map' : false) : 'eval-cheap-module-source-map',
      target: 'web',
      output: {
        path: path.join(dir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        // Entry chunks keep a fixed name: webpack 5.111 cannot hash them while the federation
        // runtime asks for their path (module-federation/core#5077). They are small, served
        // no-cache, and index.html references them with a ?hash query.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // Issue 14: supabase-js builds a Realtime and a Storage client in its constructor and is
        // shared whole, so both libraries ran on every first page though the app uses neither
        // (auth, PostgREST and Edge Functions only). Small stand-ins take their place; using
        // either throws a sentence that points here.
        alias: {
          '@supabase/realtime-js$': path.join(__dirname, 'stubs/supabase-realtime.js'),
          '@supabase/storage-js$': path.join(__dirname, 'stubs/supabase-storage.js'),
          ...RUNTIME_CORE_ALIAS,
          ...(pkg.dependencies?.['react-router-dom'] ? routerAlias(dir) : {}),
        },
      },
      module: {
        rules: [
          {
            test: /\.(t|j)sx?$/,
            exclude: /node_modules[\\/](?!@semmultas)/,
            use: {
              loader: require.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // The shared router's entry re-exports names from react-router: a name react-router
          // does not have is an error, not an `undefined` export.
          { test: ROUTER_ENTRY, parser: { exportsPresence: 'error' } },
          // Issue 14, sixth round: antd's own packages (@rc-component/*, @ant-design/colors,
          // cssinjs, cssinjs-utils, fast-color) do not declare `sideEffects`, so an import of one
          // name from their index kept every module the index re-exports: antd's shared
          // form/context.js, which needs only `FormProvider`, brought all of @rc-component/form
          // and its validator (40 KB) to every first page. Declared free of side effects, a
          // module of theirs is left out only when none of its exports is used; one whose export
          // is used runs as before. None is imported for its effect alone (no bare
          // `import './x'`: e2e/deploy/side-effects.test.ts). One module changes shared state
          // when it runs: @rc-component/picker's generate/dayjs.js extends the shared dayjs with
          // its parsing plugins; it runs wherever antd's DatePicker does, as before, and no code
          // of ours relies on those plugins (none calls dayjs.extend or parses with a format).
          { test: SIDE_EFFECT_FREE, sideEffects: false },
          { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 2048 } } },
          // antd's zero-runtime stylesheet: eight files, each parsed in its own task (split-css-loader.cjs).
          { test: ANTD_CSS, type: 'javascript/auto', use: [{ loader: SPLIT_CSS_LOADER, options: { parts: 8, name: 'antd' } }] },
          { test: /\.css$/i, exclude: ANTD_CSS, type: 'asset/resource' },
        ],
      },
      optimization: {
        // Readable, stable chunk names make the bundle stats and the browser's network log
        // legible; contenthash keeps them cacheable for a year.
        chunkIds: production ? 'deterministic' : 'named',
        moduleIds: 'deterministic',
        // swc's minifier: several times faster than terser on 2 cores, same output size class.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 } } })],
        // Issue 14, thirteenth round: webpack's default minSize (20 KB) copies a module shared by two
        // async chunks into both when it is too small for a chunk of its own; with antd split
        // per component, the shell's first page evaluated ~47 KB of source twice (the theme's
        // presets, icon helpers, rc-util). 10 KB: those get their own chunk (measured: 5 KB gave
        // the same bytes with more requests, 0 ~20 more requests per page for 1 KB).
        splitChunks: {
          minSize: 10_000,
          cacheGroups: {
            ...(pkg.dependencies?.['react-router-dom'] ? { defaultVendors: vendorsWithoutRouter(dir) } : {}),
            ...(pkg.dependencies?.antd ? { antdShared: antdSharedGroup(sharedConfig(pkg, dir), dir) } : {}),
            ...(pkg.dependencies?.['react-dom'] ? { reactShared: reactSharedGroup(dir) } : {}),
          },
        },
      },
      performance: { hints: false },
      plugins: [
        ...(pkg.dependencies?.['react-router-dom'] ? [new SharedRouterCheck()] : []),
        // antd's ConfigProvider imports the one-tooltip-at-a-time provider it renders only under
        // `tooltip.unique`, which is never set: a stand-in that says so takes its place.
        new NormalModuleReplacementPlugin(/^\.\.\/tooltip\/UniqueProvider$/, (resolveData) => {
          if (/[\\/]antd[\\/]es[\\/]config-provider$/.test(resolveData.context)) resolveData.request = TOOLTIP_UNIQUE_STUB;
        }),
        // supabase-js's GoTrueClient imports the WebAuthn ceremony (passkeys, unused: e-mail and
        // password sign-in) for its constructor and its passkey methods.
        new NormalModuleReplacementPlugin(/^\.\/lib\/webauthn$/, (resolveData) => {
          if (/[\\/]@supabase[\\/]auth-js[\\/]dist[\\/]module$/.test(resolveData.context)) resolveData.request = AUTH_JS_WEBAUTHN_STUB;
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          remotes: {},
          shared: sharedConfig(pkg, dir),
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          dev: false,
          // Issue 14: one federation runtime per page. The shell hands its runtime-core to the
          // remotes (a runtime plugin that sets a global before the first remote loads:
          // runtime-core-global.js); a remote's remoteEntry.js then carries only its container
          // and its share of the bundler runtime, not a second runtime-core (~65 KB each).
          ...(host ? { runtimePlugins: [RUNTIME_CORE_GLOBAL, ...runtimePlugins.map((p) => path.resolve(dir, p))] } : {}),
          experiments: {
            ...(host ? {} : { externalRuntime: true }),
            // Every app of the platform runs in a browser: the federation runtime and its SDK
            // are built without their Node.js paths (script loading through vm, fetch polyfills).
            optimization: { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          // templateContent, not template: a template is compiled by a child compiler that
          // inherits the federation plugin, which then emitted a second (Node) copy of every
          // shared module into dist/. Neither page needs a loader, only the title.
          templateContent: host
            ? firstPaint
              ? hostTemplate(dir, argv)
              : htmlTemplate(dir, 'SemMultas')
            : // A remote's own page: its federation runtime first (runtimeCoreConfig); defer
              // scripts run in order, and the plugin's main.js tag comes after this one.
              htmlTemplate(dir, `SemMultas — ${name} (dev host)`).replace(
                '</head>',
                '  <script defer src="/mf-runtime-core.js"></script>\n  </head>',
              ),
          chunks: ['main'],
          // Absolute, so a deep link (/sefaz-estaduais/SP) still finds /main.js.
          publicPath: '/',
          hash: production,
          scriptLoading: 'defer',
          // The shell's page places main.js itself (hostTemplate: after the first paint).
          inject: !(host && firstPaint),
        }),
        ...(fs.existsSync(publicDir) ? [new CopyPlugin({ patterns: [{ from: publicDir, to: '.' }] })] : []),
        ...(host && firstPaint ? [new FirstListsAssetPlugin(dir, argv)] : []),
        ...(production ? [compileHints()] : []),
        ...(production ? precompressed() : []),
        ...(analyze
          ? [
              new (require('webpack-bundle-analyzer').BundleAnalyzerPlugin)({
                analyzerMode: 'static',
                openAnalyzer: false,
                generateStatsFile: true,
              }),
            ]
          : []),
      ],
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'no-cache',
        },
        static: false,
        // The dev server keeps its output in memory; the page's template reads the first paint's
        // two scripts from disk (hostTemplate, firstListsAsset), so those two files are written.
        ...(firstPaint
          ? {
              devMiddleware: {
                writeToDisk: (file) => [firstPaintFile(dir, argv), firstPaintFile(dir, argv, 'first-lists')].includes(path.resolve(file)),
              },
            }
          : {}),
        // Every dev server (the shell and each remote's dev host) reaches the API same-origin.
        proxy: [{ context: API_PATHS, target: process.env.SUPABASE_URL || 'http://127.0.0.1:54321', xfwd: true }],
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({ name: 'runtime-config', middleware: runtimeConfigMiddleware() });
          return middlewares;
        },
      },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, sharedConfig, SIDE_EFFECT_FREE };
