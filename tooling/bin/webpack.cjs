#!/usr/bin/env node
// Every app builds with the workspace's one webpack (pinned in tooling/package.json).
require('webpack-cli/bin/cli.js');
