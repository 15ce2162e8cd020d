// Unit tests only: a desktop screen. antd's breakpoints read matchMedia, which jsdom lacks (the
// shared jest setup answers "no match", a phone); the admin's tables lay out wide with this.
export function withDesktopScreen(): void {
  const realMatchMedia = window.matchMedia;
  beforeAll(() => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
  });
  afterAll(() => {
    window.matchMedia = realMatchMedia;
  });
}
