// Issue 14, sixth round: stands in for antd's tooltip/UniqueProvider where antd's ConfigProvider
// imports it (tooling/webpack.cjs, NormalModuleReplacementPlugin). ConfigProvider renders it
// only under `tooltip: { unique: true }`, which SemMultas does not set, but importing it put
// @rc-component/trigger (~17 KB minified) on every first page, before any tooltip. Setting
// `unique` says what to change.
export default function UniqueProvider() {
  throw new Error(
    "[SemMultas] ConfigProvider tooltip.unique: antd's UniqueProvider is left out of the bundle (tooling/stubs/antd-tooltip-unique.js); remove its replacement in tooling/webpack.cjs to use it.",
  );
}
