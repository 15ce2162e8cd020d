import { render, screen } from '@testing-library/react';
import { ConfigProvider, Progress, theme } from 'antd';
import { PlainProgress } from './plain-progress';

describe('PlainProgress (issue 14)', () => {
  it("says what antd's Progress says to a screen reader: a progress bar, its value and name", () => {
    const attributes = ['role', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax', 'aria-label'];
    const { container } = render(<Progress percent={40} showInfo={false} aria-label="40% do limite" />);
    const antd = container.querySelector('[role=progressbar]')!;
    const expected = attributes.map((a) => antd.getAttribute(a));
    render(<PlainProgress percent={40} aria-label="40% do limite" />);
    const bar = screen.getAllByRole('progressbar', { name: '40% do limite' }).find((e) => !container.contains(e))!;
    expect(attributes.map((a) => bar.getAttribute(a))).toEqual(expected);
  });

  it.each([
    [40, undefined, 'normal', 'colorInfo'],
    [100, undefined, 'success', 'colorSuccess'],
    // A status given is kept, as antd keeps it: at the limit the MEI calculator says 'normal'.
    [100, 'normal', 'normal', 'colorInfo'],
    [60, 'success', 'success', 'colorSuccess'],
    [100, 'exception', 'exception', 'colorError'],
  ] as const)('%s%% %s: drawn as %s, in the theme’s %s, dark mode too', (percent, status, shown, tokenName) => {
    // antd's own reading of the same props.
    const antd = render(<Progress percent={percent} status={status} showInfo={false} />);
    expect(antd.container.querySelector('.ant-progress')).toHaveClass(`ant-progress-status-${shown}`);
    antd.unmount();
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
