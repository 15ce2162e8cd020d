// The page as a user meets it: tabs, UF pickers that fill the rates, amounts typed as written
// in Portuguese (DECISIONS.md 10: "10.000" is ten thousand), results in pt-BR, errors next to fields, copy, print and the inputs remembered.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endereco, renderApp, USUARIO } from '../testing/render-app';
import { MENSAGENS_COPIA } from '../components/resultado-pronto';

// Typing re-renders the whole form per key; on a busy CI machine that adds up.
jest.setTimeout(60_000);

beforeEach(() => localStorage.clear());

async function escolherUf(rotulo: string, sigla: string, dentro: HTMLElement = document.body) {
  const caixa = within(dentro).getByLabelText(rotulo);
  // A native <select> (PlainSelect): each option reads "SP — São Paulo".
  await userEvent.selectOptions(caixa, within(caixa).getByRole('option', { name: new RegExp(`^${sigla} —`) }));
}

/** The active tab's panel: the three calculators share field names. */
function painel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

function linha(nome: RegExp | string): HTMLElement {
  return within(screen.getByRole('table')).getByRole('row', { name: nome });
}

describe('/calculadora-icms', () => {
  it('mostra o título e as três calculadoras em abas, a de ST aberta', async () => {
    renderApp();
    // Issue 14: the page is its own chunk: the area's tabs at once, a skeleton, then the page.
    expect(screen.getByRole('navigation', { name: 'Calculadoras' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Carregando a calculadora' })).toBeInTheDocument();
    // The page's header is already there while its chunk loads (issue 14): the tabs come with the page.
    expect(screen.getByRole('heading', { level: 2, name: 'Calculadora ICMS' })).toBeInTheDocument();
    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    expect(screen.queryByRole('status', { name: 'Carregando a calculadora' })).not.toBeInTheDocument();
    // jsdom matches no media query, so the page lays out as on a phone: the short tab name.
    const abas = screen.getAllByRole('tab').map((aba) => aba.textContent);
    expect(abas).toEqual(['ST interestadual', 'Importação', 'DIFAL']);
    expect(screen.getByRole('tab', { name: 'ST interestadual' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/use o botão Calcular para ver/)).toBeInTheDocument();
  });

  it('ST: as UFs preenchem as alíquotas e o exemplo publicado dá R$ 13,92', async () => {
    renderApp();
    const p = painel();
    await escolherUf('UF de origem', 'SP', p);
    await escolherUf('UF de destino', 'RS', p);
    expect(within(p).getByLabelText('Alíquota interestadual')).toHaveValue('12');
    expect(within(p).getByLabelText('Alíquota interna do destino')).toHaveValue('17');

    await userEvent.type(within(p).getByLabelText('Valor dos produtos'), '100');
    expect(within(p).getByLabelText('Valor dos produtos')).toHaveValue('100');
    await userEvent.type(within(p).getByLabelText('MVA original'), '43,83');
    // Leaving the field shows the amount with its centavos.
    expect(within(p).getByLabelText('Valor dos produtos')).toHaveValue('100,00');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));

    expect(await screen.findByRole('heading', { name: 'Resultado — Interestadual com ST' })).toBeInTheDocument();
    expect(linha(/MVA ajustada/)).toHaveTextContent('52,49%');
    expect(linha(/Base de cálculo do ICMS-ST/)).toHaveTextContent('R$ 152,49');
    expect(linha(/ICMS-ST a reter/)).toHaveTextContent('R$ 13,92');
    const memoria = screen.getByRole('list', { name: 'Memória de cálculo' });
    expect(within(memoria).getAllByRole('listitem').length).toBeGreaterThan(5);
    expect(memoria).toHaveTextContent('Convênio ICMS 142/2018');
    // Issue 15: a screen reader hears the figure when the result appears beside the form.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Resultado — Interestadual com ST: ICMS-ST a reter R$ 13,92.',
    );
  });

  it.each(['10000', '10.000', '10.000,00'])(
    'ST SP → BA com MVA 40%%: "%s" em Valor dos produtos são R$ 10.000 e dão R$ 2.657,29 (issue 21)',
    async (digitado) => {
      renderApp();
      const p = painel();
      await escolherUf('UF de origem', 'SP', p);
      await escolherUf('UF de destino', 'BA', p);
      expect(within(p).getByLabelText('Alíquota interestadual')).toHaveValue('7');
      expect(within(p).getByLabelText('Alíquota interna do destino')).toHaveValue('20,5');
      await userEvent.type(within(p).getByLabelText('Valor dos produtos'), digitado);
      expect(within(p).getByLabelText('Valor dos produtos')).toHaveValue(digitado === '10000' ? '10.000' : digitado);
      await userEvent.type(within(p).getByLabelText('MVA original'), '40');
      expect(within(p).getByLabelText('Valor dos produtos')).toHaveValue('10.000,00');
      await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
      expect(linha(/MVA ajustada/)).toHaveTextContent('63,77%');
      expect(linha(/ICMS-ST a reter/)).toHaveTextContent('R$ 2.657,29');
    },
  );

  it('depois do primeiro cálculo, recalcula a cada mudança', async () => {
    renderApp();
    const p = painel();
    await userEvent.type(within(p).getByLabelText('Valor dos produtos'), '100');
    await userEvent.type(within(p).getByLabelText('Alíquota interestadual'), '12');
    await userEvent.type(within(p).getByLabelText('Alíquota interna do destino'), '18');
    await userEvent.type(within(p).getByLabelText('MVA original'), '50');
    await userEvent.click(within(p).getByRole('switch', { name: 'Ajustar a MVA' }));
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    expect(linha(/ICMS-ST a reter/)).toHaveTextContent('R$ 15,00');
    await userEvent.type(within(p).getByLabelText('Percentual do FCP-ST'), '2');
    expect(linha(/FCP retido por ST/)).toHaveTextContent('R$ 3,00');
    expect(screen.getByText('mais R$ 3,00 de FCP-ST')).toBeInTheDocument();
  });

  it('mostra a mensagem do motor ao lado do campo, sem quebrar, e some ao corrigir', async () => {
    renderApp();
    const p = painel();
    await userEvent.type(within(p).getByLabelText('Alíquota interestadual'), '12');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    const mva = within(p).getByLabelText('MVA original');
    expect(mva).toHaveAttribute('aria-invalid', 'true');
    // The engine's message first, then the field's hint (issue 14: the hint is Campo's own).
    expect(mva).toHaveAccessibleDescription('MVA original é obrigatória. A do convênio ou protocolo da mercadoria.');
    expect(mva).toHaveFocus();

    await userEvent.type(mva, '40');
    expect(mva).not.toHaveAttribute('aria-invalid');
    expect(mva).toHaveAccessibleDescription('A do convênio ou protocolo da mercadoria.');
    await userEvent.type(within(p).getByLabelText('Alíquota interna do destino'), '100');
    expect(within(p).getByLabelText('Alíquota interna do destino')).toHaveAccessibleDescription(
      'Alíquota interna do destino deve ser menor que 100%. Sem UF de destino e sem alíquota: 20,5%.',
    );
    // Announced after Calcular, and repeated over the result, where a phone user is looking.
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain(
      'Confira os dados para calcular: MVA original é obrigatória.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Confira os dados para calcularAlíquota interna do destino deve ser menor que 100%.',
    );
  });

  it('a mesma UF na origem e no destino é um erro no campo de destino', async () => {
    renderApp();
    const p = painel();
    await escolherUf('UF de origem', 'SP', p);
    await escolherUf('UF de destino', 'SP', p);
    await userEvent.type(within(p).getByLabelText('Alíquota interestadual'), '12');
    await userEvent.type(within(p).getByLabelText('MVA original'), '40');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    expect(within(p).getByLabelText('UF de destino')).toHaveAccessibleDescription(
      'UF de origem e UF de destino são iguais: não é uma operação interestadual.',
    );
  });

  it('"importado" muda a alíquota interestadual para 4%', async () => {
    renderApp();
    const p = painel();
    await escolherUf('UF de origem', 'SP', p);
    await escolherUf('UF de destino', 'BA', p);
    expect(within(p).getByLabelText('Alíquota interestadual')).toHaveValue('7');
    await userEvent.click(within(p).getByRole('switch', { name: 'Mercadoria importada' }));
    expect(within(p).getByLabelText('Alíquota interestadual')).toHaveValue('4');
    // Still editable after being filled in.
    await userEvent.clear(within(p).getByLabelText('Alíquota interestadual'));
    await userEvent.type(within(p).getByLabelText('Alíquota interestadual'), '12');
    expect(within(p).getByLabelText('Alíquota interestadual')).toHaveValue('12');
  });

  it('guarda as últimas entradas de cada calculadora e as restaura com o resultado', async () => {
    const { unmount } = renderApp();
    const p = painel();
    await escolherUf('UF de origem', 'SP', p);
    await escolherUf('UF de destino', 'RS', p);
    await userEvent.type(within(p).getByLabelText('Valor dos produtos'), '100');
    await userEvent.type(within(p).getByLabelText('MVA original'), '43,83');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    unmount();

    renderApp();
    expect(within(painel()).getByLabelText('Valor dos produtos')).toHaveValue('100,00');
    expect(within(painel()).getByLabelText('MVA original')).toHaveValue('43,83');
    expect(linha(/ICMS-ST a reter/)).toHaveTextContent('R$ 13,92');
    expect(localStorage.getItem(`semmultas:calculadora-icms:st:${USUARIO.id}`)).toContain('43.83');
  });

  it('"Limpar" volta aos valores iniciais depois de confirmar', async () => {
    renderApp();
    const p = painel();
    await userEvent.type(within(p).getByLabelText('Valor dos produtos'), '999');
    expect(within(p).getByLabelText('Valor dos produtos')).toHaveValue('999');
    await userEvent.click(within(p).getByRole('button', { name: /Limpar/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Limpar', hidden: false, description: undefined }));
    // Back to zero, shown as an empty field whose placeholder reads 0,00.
    await waitFor(() => expect(within(p).getByLabelText('Valor dos produtos')).toHaveValue(''));
    expect(within(p).getByLabelText('Valor dos produtos')).toHaveAttribute('placeholder', '0,00');
  });

  it('copia o resultado como texto e avisa; avisa também quando não consegue', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp();
    const p = painel();
    await userEvent.type(within(p).getByLabelText('Valor dos produtos'), '100');
    await userEvent.type(within(p).getByLabelText('Alíquota interestadual'), '12');
    await userEvent.type(within(p).getByLabelText('Alíquota interna do destino'), '17');
    await userEvent.type(within(p).getByLabelText('MVA original'), '43,83');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    await userEvent.click(screen.getByRole('button', { name: /Copiar resultado/ }));
    expect(await screen.findByText(MENSAGENS_COPIA.sucesso)).toBeInTheDocument();
    const texto = writeText.mock.calls[0][0] as string;
    expect(texto).toContain('SemMultas — Calculadora ICMS: Interestadual com ST');
    expect(texto).toContain('ICMS-ST a reter (vICMSST): R$ 13,92');
    expect(texto).toContain('Memória de cálculo\n1. Valor da operação');

    writeText.mockRejectedValueOnce(new Error('negado'));
    await userEvent.click(screen.getByRole('button', { name: /Copiar resultado/ }));
    expect(await screen.findByText(MENSAGENS_COPIA.falha)).toBeInTheDocument();
  });

  it('"Imprimir" abre a impressão do navegador', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderApp();
    const p = painel();
    await userEvent.type(within(p).getByLabelText('Alíquota interestadual'), '12');
    await userEvent.type(within(p).getByLabelText('MVA original'), '40');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    await userEvent.click(screen.getByRole('button', { name: /Imprimir/ }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });
});

describe('Importação', () => {
  it('reproduz o exemplo publicado: vICMS R$ 20.316,22', async () => {
    renderApp('/calculadora-icms?calculadora=importacao');
    const p = painel();
    expect(screen.getByRole('tab', { name: 'Importação' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(within(p).getByLabelText('Valor aduaneiro (R$)'), '66560');
    expect(within(p).getByLabelText('Valor aduaneiro (R$)')).toHaveValue('66.560');
    await userEvent.type(within(p).getByLabelText('Alíquota do II'), '10');
    await userEvent.type(within(p).getByLabelText('Alíquota do IPI'), '15');
    expect(within(p).getByLabelText('Alíquota do PIS-Importação')).toHaveValue('2,1');
    await userEvent.clear(within(p).getByLabelText('Alíquota da COFINS-Importação'));
    await userEvent.type(within(p).getByLabelText('Alíquota da COFINS-Importação'), '10,45');
    await escolherUf('UF do importador', 'SP', p);
    expect(within(p).getByLabelText('Alíquota do ICMS')).toHaveValue('18');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    expect(linha(/Imposto de Importação/)).toHaveTextContent('R$ 6.656,00');
    expect(linha(/IPI na importação/)).toHaveTextContent('R$ 10.982,40');
    expect(linha(/PIS-Importação/)).toHaveTextContent('R$ 1.397,76');
    expect(linha(/COFINS-Importação/)).toHaveTextContent('R$ 6.955,52');
    expect(linha(/Base de cálculo do ICMS/)).toHaveTextContent('R$ 112.867,90');
    expect(linha(/ICMS na importação/)).toHaveTextContent('R$ 20.316,22');
  });

  it('em moeda estrangeira pede a taxa de câmbio', async () => {
    renderApp('/calculadora-icms?calculadora=importacao');
    const p = painel();
    await userEvent.click(within(p).getByRole('radio', { name: 'Moeda estrangeira' }));
    // Written like every amount outside the ledger, without "R$": "1.000" is a thousand.
    const valor = within(p).getByLabelText('Valor aduaneiro na moeda estrangeira');
    await userEvent.type(valor, '1.000');
    expect(valor).toHaveValue('1.000');
    expect(valor.closest('.sm-input')?.querySelector('.sm-input-prefix')).toBeNull();
    await userEvent.type(within(p).getByLabelText('Alíquota do ICMS'), '18');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    expect(within(p).getByLabelText('Taxa de câmbio')).toHaveAccessibleDescription(
      'Taxa de câmbio é obrigatória para um valor em moeda estrangeira. A do registro da DI.',
    );
    await userEvent.type(within(p).getByLabelText('Taxa de câmbio'), '5,25');
    expect(within(screen.getByRole('table')).getByRole('row', { name: /Valor aduaneiro em reais/ })).toHaveTextContent('R$ 5.250,00');
  });
});

describe('DIFAL', () => {
  it('reproduz o exemplo do RS em base dupla: R$ 73,17', async () => {
    renderApp();
    await userEvent.click(screen.getByRole('tab', { name: 'DIFAL' }));
    expect(endereco.atual).toBe('/calculadora-icms?calculadora=difal');
    const p = painel();
    await escolherUf('UF de origem', 'RS', p);
    await escolherUf('UF de destino', 'SP', p);
    expect(within(p).getByLabelText('Alíquota interestadual')).toHaveValue('12');
    expect(within(p).getByLabelText('Alíquota interna do destino')).toHaveValue('18');
    expect(within(p).getByRole('radio', { name: 'Base dupla' })).toBeChecked();
    await userEvent.type(within(p).getByLabelText('Valor da operação'), '1000');
    expect(within(p).getByLabelText('Valor da operação')).toHaveValue('1.000');
    await userEvent.click(within(p).getByRole('button', { name: /Calcular/ }));
    expect(linha(/Base de cálculo no destino/)).toHaveTextContent('R$ 1.073,17');
    expect(linha(/DIFAL devido ao destino/)).toHaveTextContent('R$ 73,17');
  });

  it('oferece o FCP usual do destino sem impô-lo', async () => {
    renderApp('/calculadora-icms?calculadora=difal');
    const p = painel();
    await escolherUf('UF de destino', 'RJ', p);
    expect(within(p).getByLabelText('Percentual do FCP')).toHaveValue('');
    await userEvent.click(within(p).getByRole('button', { name: 'Usar 2%' }));
    expect(within(p).getByLabelText('Percentual do FCP')).toHaveValue('2');
  });
});
