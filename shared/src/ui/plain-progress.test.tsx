import { render, screen } from '@testing-library/react';
import { ConfigProvider, Progress, theme } from 'antd';
import { PlainProgress } from './plain-progress';

describe('PlainProgress (issue 14)', () => {
  it("says what antd's Progress says to a screen reader: a progress bar, its value and name", () => {
    const { container } = render(<Progress percent={40} showInfo={false} aria-label="40% do limite" />);
    const antd = container.querySelector('[role=progressbar]')!;
    const expected = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-label'].map((a) => antd.getAttribute(a));
    render(<PlainProgress percent={40} aria-label="40% do limite do MEI" />);
    const bar = screen.getByRole('progressbar', { name: '40% do limite do MEI' });
    expect(['aria-valuenow', 'aria-valuemin', 'aria-valuemax'].map((a) => bar.getAttribute(a))).toEqual(expected.slice(0, 3));
  });

  it.each([
    [40, 'normal', 'normal', 'colorInfo'],
    [100, 'normal', 'success', 'colorSuccess'],
    [60, 'success', 'success', 'colorSuccess'],
    [100, 'exception', 'exception', 'colorError'],
  ] as const)('%s%% %s: drawn as %s, in the theme’s %s, dark mode too', (percent, status, shown, tokenName) => {
    for (const algorithm of [theme.defaultAlgorithm, theme.darkAlgorithm]) {
      const { unmount } = render(
        <ConfigProvider theme={{ algorithm }}>
          <PlainProgress percent={percent} status={status} aria-label="barra" />
        </ConfigProvider>,
      );
      const bar = screen.getByRole('progressbar', { name: 'barra' });
      expect(bar).toHaveAttribute('data-status', shown);
      const track = bar.firstElementChild!.firstElementChild as HTMLElement;
      const expected = theme.getDesignToken({ algorithm })[tokenName];
      const probe = document.createElement('div');
      probe.style.background = expected;
      expect(track.style.background).toBe(probe.style.background);
      expect(track.style.width).toBe(`${percent}%`);
      unmount();
    }
  });

  it('keeps the value within 0–100', () => {
    render(<PlainProgress percent={137.5} aria-label="acima" />);
    expect(screen.getByRole('progressbar', { name: 'acima' })).toHaveAttribute('aria-valuenow', '100');
  });
});
