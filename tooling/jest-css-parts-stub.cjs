// Jest: what tooling/split-css-loader.cjs makes of antd's stylesheet, its parts' URLs.
module.exports = { __esModule: true, default: ['/assets/antd-1.test.css', '/assets/antd-2.test.css'] };
