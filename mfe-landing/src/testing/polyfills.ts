// Unit tests only. jsdom lacks TextEncoder, which react-router 7 reads as it loads: import
// this before react-router-dom. It also brings jest-dom's matchers into the type checker
// (tooling/jest-setup.ts installs them at run time).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });
