// Issue 14: the screen's breakpoints as antd's Grid.useBreakpoint() gives them (the same media
// queries, from the theme's screen tokens), known from the first render. Grid.useBreakpoint()
// returns {} on its first render and learns the screens in a layout effect that renders its
// component again: on a page's first mount that is a second, synchronous render of everything
// under it (the shell's whole frame, an area's page) inside React's commit, on the main thread
// before the first frame, and on a desktop a first render of the phone's layout for nothing.
// Here the screens are read from matchMedia during render (useSyncExternalStore), and a change
// of width renders again as before.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { theme } from 'antd';

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';
export type Screens = Partial<Record<Breakpoint, boolean>>;

type ScreenTokens = Record<'screenXSMax' | 'screenSM' | 'screenMD' | 'screenLG' | 'screenXL' | 'screenXXL' | 'screenXXXL', number>;

/** antd's own map (antd/es/_util/responsiveObserver getResponsiveMap). */
export function screenQueries(token: ScreenTokens): Record<Breakpoint, string> {
  return {
    xs: `(max-width: ${token.screenXSMax}px)`,
    sm: `(min-width: ${token.screenSM}px)`,
    md: `(min-width: ${token.screenMD}px)`,
    lg: `(min-width: ${token.screenLG}px)`,
    xl: `(min-width: ${token.screenXL}px)`,
    xxl: `(min-width: ${token.screenXXL}px)`,
    xxxl: `(min-width: ${token.screenXXXL}px)`,
  };
}

const NONE: Screens = {};

export function useScreens(): Screens {
  const { token } = theme.useToken();
  const lists = useMemo(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
    return Object.entries(screenQueries(token)).map(([name, query]) => [name as Breakpoint, window.matchMedia(query)] as const);
    // The tokens that make the queries, not the token object (a new one per theme read).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token.screenXSMax, token.screenSM, token.screenMD, token.screenLG, token.screenXL, token.screenXXL, token.screenXXXL]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      lists?.forEach(([, list]) => list.addEventListener?.('change', onChange));
      return () => lists?.forEach(([, list]) => list.removeEventListener?.('change', onChange));
    },
    [lists],
  );
  // One digit per breakpoint, so that an unchanged width is an unchanged snapshot.
  const key = useSyncExternalStore(
    subscribe,
    () => lists?.map(([, list]) => (list.matches ? '1' : '0')).join('') ?? '',
    () => '',
  );
  return useMemo(() => (lists ? Object.fromEntries(lists.map(([name], i) => [name, key[i] === '1'])) : NONE), [lists, key]);
}
