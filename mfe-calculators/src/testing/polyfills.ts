// Unit tests only: what jsdom lacks and the page's libraries read. Import this module before
// react-router-dom (it reads TextEncoder as it loads).
import '@testing-library/jest-dom'; // its matchers, for the type checker too
import { TextDecoder, TextEncoder } from 'node:util';

if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// antd's Tabs measure their bar; in jsdom nothing has a size, so nothing to observe.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom recomputes the whole cascade of antd's dozens of injected <style> tags on every
// getComputedStyle, and antd's popups, testing-library's visibility checks and user-event's
// pointer-events checks call it constantly: opening one Select took over 20 s. Tests here
// assert behaviour, not layout, so inline styles are all they need to see.
const semEstilo = document.createElement('div').style;
window.getComputedStyle = ((elemento: Element) => (elemento as HTMLElement).style ?? semEstilo) as typeof window.getComputedStyle;

// antd's Select schedules its popup work through a MessageChannel; jsdom has none.
if (typeof globalThis.MessageChannel === 'undefined') {
  type Porta = { onmessage: ((evento: { data: unknown }) => void) | null; postMessage(data: unknown): void; close(): void };
  globalThis.MessageChannel = class {
    readonly port1: Porta;
    readonly port2: Porta;
    constructor() {
      const porta = (outra: () => Porta): Porta => ({
        onmessage: null,
        postMessage: (data) => setTimeout(() => outra().onmessage?.({ data })),
        close: () => {},
      });
      this.port1 = porta(() => this.port2);
      this.port2 = porta(() => this.port1);
    }
  } as unknown as typeof MessageChannel;
}

// The page scrolls the result into view on a phone; jsdom lays nothing out.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
