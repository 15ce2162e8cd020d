import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { DeferredTooltip } from './deferred-tooltip';

/** The pointer reaching (over) or leaving (out) the control, as React hears it (jsdom has no PointerEvent). */
function pointer(element: HTMLElement, type: 'over' | 'out', pointerType: 'mouse' | 'touch') {
  const event = new MouseEvent(`pointer${type}`, { bubbles: true, relatedTarget: null });
  Object.defineProperty(event, 'pointerType', { value: pointerType });
  fireEvent(element, event);
}

function setUp() {
  const onPointerEnter = jest.fn();
  render(
    <DeferredTooltip title="Usar modo escuro">
      <Button aria-label="Usar modo escuro" onPointerEnter={onPointerEnter}>
        lua
      </Button>
    </DeferredTooltip>,
  );
  return { onPointerEnter, button: () => screen.getByRole('button', { name: 'Usar modo escuro' }) };
}

describe('DeferredTooltip (issue 14)', () => {
  it('draws the control alone until a mouse points at it, then shows the tooltip at once', async () => {
    const { onPointerEnter, button } = setUp();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    pointer(button(), 'over', 'mouse');
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Usar modo escuro');
    // The control's own handler still runs, and the control is still there, named as before.
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(button()).toBeInTheDocument();
  });

  it('loads nothing for a touch, which never opened a hover tooltip', async () => {
    const { onPointerEnter, button } = setUp();
    pointer(button(), 'over', 'touch');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
  });

  it('opens closed when the mouse left before the tooltip was in', async () => {
    const { button } = setUp();
    pointer(button(), 'over', 'mouse');
    pointer(button(), 'out', 'mouse');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(button()).toBeInTheDocument();
  });
});
