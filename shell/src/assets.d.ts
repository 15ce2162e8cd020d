// tooling/webpack.cjs emits .css files as asset/resource: importing one yields its URL.
declare module '*.css' {
  const url: string;
  export default url;
}

// antd's zero-runtime stylesheet is split in a few files (tooling/split-css-loader.cjs): their URLs, in order.
declare module 'antd/dist/antd.css' {
  const urls: string[];
  export default urls;
}
