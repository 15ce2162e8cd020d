// Unit tests only. antd injects ~300 kB of CSS-in-JS; jsdom's getComputedStyle matches every
// rule on every call (~130 ms here), and Testing Library's getByRole calls it several times
// per element, so one query over the admin page took minutes. This stand-in reads the inline
// style only, and treats antd's "…-hidden" classes (closed dropdowns, pickers) as display:none,
// which is all the accessibility queries need to know.
const HIDDEN_CLASS = /(^|\s)ant-[\w-]*-hidden(\s|$)/;

export function installFastComputedStyle(): () => void {
  const real = window.getComputedStyle;
  window.getComputedStyle = ((el: Element, pseudo?: string | null) => {
    const decl = document.createElement('span').style;
    if (pseudo) return decl; // ::before / ::after: no generated content
    const inline = (el as HTMLElement).style;
    if (inline) for (let i = 0; i < inline.length; i++) decl.setProperty(inline[i]!, inline.getPropertyValue(inline[i]!));
    if (!decl.display && HIDDEN_CLASS.test(el.getAttribute('class') ?? '')) decl.display = 'none';
    return decl;
  }) as typeof window.getComputedStyle;
  return () => {
    window.getComputedStyle = real;
  };
}
