// Unit tests only: what antd's tables, pickers and forms use that jsdom lacks. Import first.

// Tables and pickers observe their size; nothing resizes in jsdom.
if (typeof globalThis.ResizeObserver === 'undefined')
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;

// Form.useWatch batches its notifications in a macro task through a MessageChannel. Without
// one, every watcher throws inside an effect and the form never settles.
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
