import { act, render } from '@testing-library/react';
import { Grid } from 'antd';
import { useScreens, type Screens } from './use-screens';

/** A window of `width` px: matchMedia answers antd's min/max-width queries, and says when it changes. */
function fakeWidth(initial: number) {
  let width = initial;
  const lists = new Set<{ query: string; listeners: Set<(event: { matches: boolean }) => void> }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<(event: { matches: boolean }) => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, f: (event: { matches: boolean }) => void) => entry.listeners.add(f),
      removeEventListener: (_: string, f: (event: { matches: boolean }) => void) => entry.listeners.delete(f),
      addListener: (f: (event: { matches: boolean }) => void) => entry.listeners.add(f),
      removeListener: (f: (event: { matches: boolean }) => void) => entry.listeners.delete(f),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  return {
    resize(next: number) {
      const before = [...lists].map((l) => matches(l.query));
      width = next;
      [...lists].forEach((l, i) => {
        if (matches(l.query) !== before[i]) l.listeners.forEach((f) => f({ matches: matches(l.query) }));
      });
    },
    restore: () => (window.matchMedia = original),
  };
}

describe('useScreens (Grid.useBreakpoint known from the first render)', () => {
  let screen: ReturnType<typeof fakeWidth>;
  afterEach(() => screen.restore());

  function Probe({ seen }: { seen: Screens[] }) {
    seen.push(useScreens());
    return null;
  }

  it.each([375, 600, 800, 1000, 1300, 1700, 2000])('at %i px: the screens antd finds, in one render', (width) => {
    screen = fakeWidth(width);
    const ours: Screens[] = [];
    const antds: Record<string, boolean>[] = [];
    function Antd() {
      antds.push({ ...Grid.useBreakpoint() });
      return null;
    }
    render(
      <>
        <Probe seen={ours} />
        <Antd />
      </>,
    );
    // antd's first render knows nothing ({}) and renders again once its layout effect has run.
    expect(antds[0]).toEqual({});
    expect(ours).toHaveLength(1);
    expect(ours[0]).toEqual(antds.at(-1));
  });

  it('renders again when the width crosses a breakpoint, and not otherwise', () => {
    screen = fakeWidth(1300);
    const seen: Screens[] = [];
    render(<Probe seen={seen} />);
    expect(seen.at(-1)).toMatchObject({ md: true, lg: true, xl: true });
    act(() => screen.resize(1250));
    expect(seen).toHaveLength(1);
    act(() => screen.resize(700));
    expect(seen.at(-1)).toMatchObject({ sm: true, md: false, lg: false, xl: false });
    expect(seen).toHaveLength(2);
  });
});
