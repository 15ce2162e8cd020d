// The one Jest setup of the unit project: what jsdom lacks and the page's libraries (react-router,
// antd) read, installed before every test file. Nothing here belongs in a package's own tests.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom has no TextEncoder, which react-router 7 reads when it loads.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof window !== 'undefined') {
  // antd reads matchMedia for responsive grids; jsdom has none.
  window.matchMedia ??= (query: string) =>
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

  // antd's tables, tabs and pickers observe their size; nothing resizes in jsdom.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;

  // Pages scroll a result or an error into view; jsdom lays nothing out.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};

  // antd injects ~300 kB of CSS-in-JS, and jsdom's getComputedStyle matches every rule on every
  // call (~130 ms each on a 2-core machine). Testing Library's role queries and user-event's
  // pointer-events checks call it for every element, so one query over an antd page took
  // minutes. Unit tests assert behaviour, not layout: this stand-in reads the inline style and
  // treats antd's "…-hidden" classes (closed dropdowns, pickers, tab panes) as display: none,
  // which is all the accessibility queries need. Layout is checked in e2e/, in Chromium.
  // (ant-form-item-required-mark-hidden only hides a label's asterisk, not the label.)
  const HIDDEN_CLASS = /(^|\s)ant-(?![\w-]*required-mark)[\w-]*-hidden(\s|$)/;
  window.getComputedStyle = ((el: Element, pseudo?: string | null) => {
    const decl = document.createElement('span').style;
    if (pseudo) return decl; // ::before / ::after: no generated content
    const inline = (el as HTMLElement).style;
    if (inline) for (let i = 0; i < inline.length; i++) decl.setProperty(inline[i]!, inline.getPropertyValue(inline[i]!));
    if (!decl.display && HIDDEN_CLASS.test(el.getAttribute('class') ?? '')) decl.display = 'none';
    return decl;
  }) as typeof window.getComputedStyle;
}

// antd's Select and Form.useWatch schedule work through a MessageChannel; jsdom has none.
if (typeof globalThis.MessageChannel === 'undefined') {
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    other: Port | null = null;
    postMessage(data: unknown) {
      const target = this.other;
      setTimeout(() => target?.onmessage?.({ data }), 0);
    }
    close() {}
  }
  globalThis.MessageChannel = class {
    port1 = new Port();
    port2 = new Port();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  } as unknown as typeof MessageChannel;
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
