import { withoutTransitions } from './without-transitions';

describe('withoutTransitions', () => {
  it('turns transitions off around the change and back on two frames later', () => {
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    let seenDuringChange = 0;
    withoutTransitions(() => {
      seenDuringChange = document.querySelectorAll('style[data-sm-no-transitions]').length;
    });
    expect(seenDuringChange).toBe(1);
    expect(document.querySelector('style[data-sm-no-transitions]')?.textContent).toContain('transition:none!important');
    frames.shift()!(0);
    expect(document.querySelectorAll('style[data-sm-no-transitions]')).toHaveLength(1);
    frames.shift()!(0);
    expect(document.querySelectorAll('style[data-sm-no-transitions]')).toHaveLength(0);
    raf.mockRestore();
  });
});
