import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { ConfigProvider, Empty, theme } from 'antd';
import { PlainEmpty } from './plain-empty';

/** What renders inside the app's kind of ConfigProvider (dark: its algorithm). */
function inTheme(element: ReactElement, dark: boolean) {
  return render(<ConfigProvider theme={{ algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm }}>{element}</ConfigProvider>);
}

/** An SVG's shapes and their colours, in order: what the picture looks like. */
function shapes(svg: SVGElement | null): string[] {
  if (!svg) return [];
  return [...svg.querySelectorAll('*')]
    .filter((e) => e.tagName !== 'title')
    .map((e) =>
      [
        e.tagName,
        ...['d', 'fill', 'stroke', 'fill-opacity', 'transform', 'cx', 'cy', 'r', 'rx', 'ry'].map((a) => e.getAttribute(a) ?? ''),
      ].join(' '),
    );
}

describe('PlainEmpty (issue 14)', () => {
  it.each([
    ['default', false],
    ['default', true],
    ['simple', false],
    ['simple', true],
  ] as const)("draws antd's %s picture with antd's colours (dark: %s)", (image, dark) => {
    const antd = inTheme(
      <Empty description="Nada" image={image === 'simple' ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT} />,
      dark,
    );
    const expected = shapes(antd.container.querySelector('svg'));
    antd.unmount();
    const plain = inTheme(<PlainEmpty description="Nada" image={image} />, dark);
    const svg = plain.container.querySelector('svg');
    expect(expected.length).toBeGreaterThan(3);
    expect(shapes(svg)).toEqual(expected);
    expect(svg?.getAttribute('width')).toBe(image === 'simple' ? '64' : '184');
    // Decoration: the description says it.
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('says the description, and shows what to do next below it', () => {
    inTheme(
      <PlainEmpty description="Nenhuma transação ainda.">
        <button type="button">Nova transação</button>
      </PlainEmpty>,
      false,
    );
    expect(screen.getByText('Nenhuma transação ainda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nova transação' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
