// tooling/webpack.cjs emits .css files as asset/resource: importing one yields its URL.
declare module '*.css' {
  const url: string;
  export default url;
}
