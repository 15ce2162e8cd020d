import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssColor as cor } from '../testing/css-color';
import { ConfigProvider, Switch, theme } from 'antd';
import { PlainSwitch } from './plain-switch';

function Campo({ onChange = (_: boolean) => {} }) {
  const [ligado, setLigado] = useState(true);
  return (
    <>
      <label htmlFor="mva">Ajustar a MVA</label>
      <PlainSwitch
        id="mva"
        checked={ligado}
        onChange={(v) => {
          setLigado(v);
          onChange(v);
        }}
        checkedChildren="Sim"
        unCheckedChildren="Não"
      />
    </>
  );
}

describe('PlainSwitch (issue 14)', () => {
  it("is what antd's Switch is to a screen reader: a button with role switch and its state", () => {
    const { container } = render(<Switch checked aria-label="antd" />);
    const antd = container.querySelector('button')!;
    render(<PlainSwitch checked onChange={() => {}} aria-label="nosso" />);
    const nosso = screen.getByRole('switch', { name: 'nosso' });
    for (const a of ['type', 'role', 'aria-checked']) expect(nosso.getAttribute(a)).toBe(antd.getAttribute(a));
  });

  it('is named by its label and turns off and on by click, Space and Enter', async () => {
    const vistos: boolean[] = [];
    render(<Campo onChange={(v) => vistos.push(v)} />);
    const chave = screen.getByRole('switch', { name: 'Ajustar a MVA' });
    expect(chave).toBeChecked();
    await userEvent.click(chave);
    expect(chave).not.toBeChecked();
    chave.focus();
    await userEvent.keyboard(' ');
    expect(chave).toBeChecked();
    await userEvent.keyboard('{Enter}');
    expect(vistos).toEqual([false, true, false]);
  });

  it('keeps both words in the track (so its width does not change between states) and says its state', async () => {
    render(<Campo />);
    const chave = screen.getByRole('switch', { name: 'Ajustar a MVA' });
    expect(screen.getByText('Sim')).toBeInTheDocument();
    expect(screen.getByText('Não')).toBeInTheDocument();
    expect(chave).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(chave);
    expect(chave).toHaveAttribute('aria-checked', 'false');
  });

  it('does nothing when disabled', async () => {
    const vistos: boolean[] = [];
    render(<PlainSwitch checked={false} disabled onChange={(v) => vistos.push(v)} aria-label="parado" />);
    await userEvent.click(screen.getByRole('switch', { name: 'parado' }));
    expect(vistos).toEqual([]);
  });

  it.each([
    ['claro', theme.defaultAlgorithm],
    ['escuro', theme.darkAlgorithm],
  ])("takes antd's colours from the theme (%s), with the Switch's own component tokens", (_modo, algorithm) => {
    const components = { Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)' } };
    render(
      <ConfigProvider theme={{ algorithm, components }}>
        <PlainSwitch checked={false} onChange={() => {}} aria-label="cores" />
      </ConfigProvider>,
    );
    const estilo = screen.getByRole('switch', { name: 'cores' }).style;
    const token = theme.getDesignToken({ algorithm });
    expect(cor(estilo.getPropertyValue('--sm-switch-off'))).toBe(cor('rgba(0, 0, 0, 0.55)'));
    expect(cor(estilo.getPropertyValue('--sm-switch-off-hover'))).toBe(cor(token.colorTextTertiary));
    expect(cor(estilo.getPropertyValue('--sm-switch-on'))).toBe(cor(token.colorPrimary));
    expect(estilo.getPropertyValue('--sm-switch-fs')).toBe(`${token.fontSizeSM}px`);
  });
});
