// Unit tests only. jsdom lacks TextEncoder, which react-router 7 reads when it loads; import
// this before react-router-dom. (tooling/jest-setup.ts would be the natural home for it.)
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
