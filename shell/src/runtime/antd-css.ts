// Issue 14: antd's zero-runtime mode. With `theme.zeroRuntime` antd's components no longer
// compute and insert their CSS while rendering (@ant-design/cssinjs's useStyleRegister: ~25% of
// the first page's main thread at 4× CPU); their rules come from antd's own static stylesheet,
// antd/dist/antd.css, written against the theme's CSS variables. The theme itself (tokens, the
// dark algorithm, the component tokens of theme.tsx) is still set at runtime by the shell's one
// ConfigProvider as CSS variables, so dark mode and the remotes (their own antd copies read the
// shared ConfigProvider) keep working.
//
// The stylesheet is requested as soon as the shell's entry runs (index.ts), in parallel with the
// shared modules, and the first render waits for it (no unstyled flash). If it cannot be
// loaded, the app renders with antd's runtime styles as before.
// The stylesheet comes as a few files (tooling/split-css-loader.cjs: each is parsed in a task of its
// own instead of one long one); linked in order, the cascade is the one file's.
import antdCssParts from 'antd/dist/antd.css';

let loading: Promise<boolean> | null = null;

function linkLoaded(link: HTMLLinkElement): Promise<boolean> {
  return new Promise((resolve) => {
    link.onload = () => {
      // Issue 14: the browser indexes a new stylesheet's rules at its next style update; left to
      // the next frame, that update indexed all the parts that had come in since, ~1 MB of rules
      // in one task (13–40 ms here, four times that on a phone). Asking for a computed style
      // now has this part indexed alone, in the task that loaded it: a style update of the page
      // as it is then (index.html's first frame, a few dozen elements), no layout.
      void getComputedStyle(document.documentElement).color;
      resolve(true);
    };
    link.onerror = () => resolve(false);
  });
}

/** Adds antd's stylesheet to the page once; resolves true when it applies, false if it failed. */
export function loadAntdCss(): Promise<boolean> {
  loading ??= (() => {
    const links = antdCssParts.map((href) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      return link;
    });
    const loaded = Promise.all(links.map(linkLoaded)).then((each) => {
      if (each.every(Boolean)) return true;
      // A part missing: none of them, and antd's runtime styles instead (index.ts).
      for (const link of links) link.remove();
      return false;
    });
    // First in <head>, in their order: the app's own <style> elements (theme.tsx's tag colours,
    // the layout's) come later and win at equal specificity.
    document.head.prepend(...links);
    return loaded;
  })();
  return loading;
}
