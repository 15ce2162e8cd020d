// Switching the colour mode repaints every surface at once. With antd's transitions on, each
// button and card fades between the two palettes for ~0.2 s, and a phone catches frames of grey
// buttons with no readable text. The switch is instant instead (the technique of next-themes'
// disableTransitionOnChange): transitions are off from the click until the frame that shows
// the new palette has been painted.
const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important;animation-duration:0s!important}';

export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.setAttribute('data-sm-no-transitions', '');
  style.textContent = NO_TRANSITIONS;
  document.head.appendChild(style);
  change();
  // React commits a click's update before the next frame; the first frame paints the new
  // palette without transitions, and the style goes after it.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}
