import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder, which react-router 7 reads when it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd reads matchMedia for responsive grids; jsdom has none.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
}

// On a loaded 2-core CI machine antd's first render can take seconds: give findBy*/waitFor
// room rather than fail on time.
// eslint-disable-next-line @typescript-eslint/no-require-imports
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });

// antd's static dialogs (Modal.confirm, message) render outside the test's root and would
// survive into the next test: start each test from an empty document.
afterEach(() => {
  if (typeof document !== 'undefined') document.body.innerHTML = '';
});
