import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cssColor as cor } from '../testing/css-color';
import { ConfigProvider, Radio, theme } from 'antd';
import { PlainRadioGroup, type PlainRadioOption } from './plain-radio';

type Destino = boolean;
const DESTINOS: PlainRadioOption<Destino>[] = [
  { value: false, label: 'Revenda ou industrialização' },
  { value: true, label: 'Uso e consumo ou ativo' },
];

function Grupo({ onChange = (_: Destino) => {}, optionType }: { onChange?: (v: Destino) => void; optionType?: 'button' }) {
  const [destino, setDestino] = useState<Destino>(false);
  return (
    <PlainRadioGroup
      aria-label="Destinação da mercadoria"
      optionType={optionType}
      value={destino}
      options={DESTINOS}
      onChange={(v) => {
        setDestino(v);
        onChange(v);
      }}
    />
  );
}

describe('PlainRadioGroup (issue 14)', () => {
  it("is what antd's Radio.Group is to a screen reader: a named radiogroup of named radios", () => {
    const { container } = render(<Radio.Group aria-label="antd" value="a" options={[{ value: 'a', label: 'A' }]} />);
    expect(within(container).getByRole('radiogroup', { name: 'antd' })).toBeInTheDocument();
    expect(within(container).getByRole('radio', { name: 'A' })).toBeChecked();
    render(<Grupo />);
    const grupo = screen.getByRole('radiogroup', { name: 'Destinação da mercadoria' });
    expect(
      within(grupo)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(DESTINOS.map((d) => d.label));
    expect(within(grupo).getByRole('radio', { name: 'Revenda ou industrialização' })).toBeChecked();
  });

  it.each([['default'], ['button']] as const)("hands back the option's own value, not its text (%s)", async (optionType) => {
    const vistos: Destino[] = [];
    render(<Grupo optionType={optionType === 'button' ? 'button' : undefined} onChange={(v) => vistos.push(v)} />);
    await userEvent.click(screen.getByText('Uso e consumo ou ativo'));
    expect(screen.getByRole('radio', { name: 'Uso e consumo ou ativo' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Revenda ou industrialização' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Revenda ou industrialização' }));
    expect(vistos).toEqual([true, false]);
    if (optionType === 'button') {
      // The filled button is the chosen one, marked by a class (not by :has(), which older browsers lack).
      const marcados = [...document.querySelectorAll('.sm-radio-button-checked')].map((l) => l.textContent);
      expect(marcados).toEqual(['Revenda ou industrialização']);
    }
  });

  it('is one group of the browser: the options share a name, and two groups do not', () => {
    render(
      <>
        <Grupo />
        <Grupo />
      </>,
    );
    const [a, b] = screen.getAllByRole('radiogroup') as [HTMLElement, HTMLElement];
    const nomes = (g: HTMLElement) =>
      new Set(
        within(g)
          .getAllByRole('radio')
          .map((r) => (r as HTMLInputElement).name),
      );
    expect(nomes(a).size).toBe(1);
    expect(nomes(b).size).toBe(1);
    expect([...nomes(a)][0]).not.toBe([...nomes(b)][0]);
  });

  it('leaves none chosen for a value among none of the options, and skips a disabled one', async () => {
    const vistos: string[] = [];
    render(
      <PlainRadioGroup<string>
        aria-label="Anexo"
        value={null}
        options={[
          { value: 'I', label: 'Anexo I' },
          { value: 'II', label: 'Anexo II', disabled: true },
        ]}
        onChange={(v) => vistos.push(v)}
      />,
    );
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Anexo II' })).toBeDisabled();
    await userEvent.click(screen.getByText('Anexo II'));
    expect(vistos).toEqual([]);
  });

  it('passes its id and its error to the group (what Campo gives a field)', () => {
    render(
      <PlainRadioGroup
        id="st-metodo"
        aria-label="Método"
        aria-invalid
        aria-describedby="st-metodo-erro"
        value="a"
        options={[{ value: 'a', label: 'A' }]}
        onChange={() => {}}
      />,
    );
    const grupo = screen.getByRole('radiogroup', { name: 'Método' });
    expect(grupo).toHaveAttribute('id', 'st-metodo');
    expect(grupo).toHaveAttribute('aria-invalid', 'true');
    expect(grupo).toHaveAttribute('aria-describedby', 'st-metodo-erro');
  });

  it.each([
    ['claro', theme.defaultAlgorithm],
    ['escuro', theme.darkAlgorithm],
  ])("takes antd's measures and colours from the theme (%s)", (_modo, algorithm) => {
    render(
      <ConfigProvider theme={{ algorithm }}>
        <PlainRadioGroup aria-label="cores" optionType="button" value="a" options={[{ value: 'a', label: 'A' }]} onChange={() => {}} />
      </ConfigProvider>,
    );
    const estilo = screen.getByRole('radiogroup', { name: 'cores' }).style;
    const token = theme.getDesignToken({ algorithm });
    expect(cor(estilo.getPropertyValue('--sm-radio-primary'))).toBe(cor(token.colorPrimary));
    expect(cor(estilo.getPropertyValue('--sm-radio-border'))).toBe(cor(token.colorBorder));
    expect(cor(estilo.getPropertyValue('--sm-radio-bg'))).toBe(cor(token.colorBgContainer));
    expect(estilo.getPropertyValue('--sm-radio-h')).toBe(`${token.controlHeight}px`);
    // antd's buttonPaddingInline: padding − lineWidth.
    expect(estilo.getPropertyValue('--sm-radio-px')).toBe(`${token.padding - token.lineWidth}px`);
  });
});
