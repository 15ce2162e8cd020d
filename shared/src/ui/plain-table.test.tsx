import { render, screen, within } from '@testing-library/react';
import { PlainTable, type PlainColumn } from './plain-table';

type Linha = { id: number; nome: string; valor: string; destaque?: boolean };

const COLUNAS: PlainColumn<Linha>[] = [
  { key: 'nome', title: 'Campo', render: (l) => l.nome },
  { key: 'valor', title: 'Valor', align: 'right', width: 120, render: (l) => <span>{l.valor}</span> },
];
const LINHAS: Linha[] = [
  { id: 1, nome: 'Base de cálculo', valor: 'R$ 1.073,17' },
  { id: 2, nome: 'DIFAL', valor: 'R$ 73,17', destaque: true },
];

describe('PlainTable (issue 14)', () => {
  it('is a table with column headers and one row per item, named as told', () => {
    render(<PlainTable aria-label="Resultado" columns={COLUNAS} rows={LINHAS} rowKey={(l) => l.id} />);
    const table = screen.getByRole('table', { name: 'Resultado' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Campo', 'Valor']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['DIFAL', 'R$ 73,17']);
    // A screen reader names a row by its cells, as the tests of the pages find them.
    expect(within(table).getByRole('row', { name: /Base de cálculo/ })).toHaveTextContent('R$ 1.073,17');
  });

  it('aligns the cells and the header of a column, and sets the widths given', () => {
    const { container } = render(
      <PlainTable
        columns={COLUNAS}
        rows={LINHAS}
        rowKey={(l) => l.id}
        tableLayout="fixed"
        rowClassName={(l) => (l.destaque ? 'forte' : '')}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Valor' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('cell', { name: 'R$ 73,17' })).toHaveStyle({ textAlign: 'right' });
    expect(screen.getByRole('table')).toHaveStyle({ tableLayout: 'fixed' });
    const cols = container.querySelectorAll('col');
    expect([...cols].map((c) => c.style.width)).toEqual(['', '120px']);
    expect(screen.getByRole('row', { name: /DIFAL/ })).toHaveClass('forte');
    expect(screen.getByRole('row', { name: /Base de cálculo/ })).not.toHaveAttribute('class');
  });

  it("scrolls sideways when asked (antd's scroll x), keeping a column marked fixed in view at the row's end", () => {
    const colunas: PlainColumn<Linha>[] = [
      ...COLUNAS,
      { key: 'acoes', title: 'Ações', fixed: 'end', render: () => <button type="button">Editar</button> },
    ];
    const { container } = render(<PlainTable columns={colunas} rows={LINHAS} rowKey={(l) => l.id} scrollX />);
    expect(container.querySelector('.sm-plain-table')).toHaveClass('sm-plain-table-scroll');
    const fixed = [
      screen.getByRole('columnheader', { name: 'Ações' }),
      ...screen.getAllByRole('button', { name: 'Editar' }).map((b) => b.closest('td')!),
    ];
    for (const cell of fixed) expect(cell).toHaveClass('sm-plain-table-fixed-end');
    expect(screen.getByRole('columnheader', { name: 'Campo' })).not.toHaveClass('sm-plain-table-fixed-end');
    // What the classes do (jsdom lays nothing out): the box scrolls, the column sticks to its end.
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
    expect(css).toContain('.sm-plain-table-scroll { overflow-x: auto; }');
    expect(css).toMatch(/\.sm-plain-table \.sm-plain-table-fixed-end \{ position: sticky; inset-inline-end: 0;/);
    // Without scrollX the box does not scroll.
    const { container: plain } = render(<PlainTable columns={COLUNAS} rows={LINHAS} rowKey={(l) => l.id} />);
    expect(plain.querySelector('.sm-plain-table')).not.toHaveClass('sm-plain-table-scroll');
  });

  it('has no colgroup without widths, and says the empty text in one row when there are no rows', () => {
    const { container } = render(<PlainTable columns={COLUNAS.slice(0, 1)} rows={[]} rowKey={(l) => l.id} emptyText="Nada ainda." />);
    expect(container.querySelector('colgroup')).toBeNull();
    const cell = screen.getByRole('cell', { name: 'Nada ainda.' });
    expect(cell).toHaveAttribute('colspan', '1');
  });

  it('writes stored text as text', () => {
    const payload = '<img src=x onerror="window.pwned=1">';
    render(<PlainTable columns={COLUNAS} rows={[{ id: 1, nome: payload, valor: '1' }]} rowKey={(l) => l.id} />);
    expect(screen.getByRole('cell', { name: payload })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
