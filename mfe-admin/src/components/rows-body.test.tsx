import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import type { QueryState } from '@semmultas/shared/query';
import { RowsBody } from './rows-body';

const retry = () => undefined;
const LOADING: QueryState<string[]> = { status: 'loading', retry };
const READY: QueryState<string[]> = { status: 'success', data: ['Nota Fiscal Paulista', 'e-CAC'], retry };

describe('RowsBody', () => {
  it('draws the rows in a deferred render: the commit that brings the data still shows the skeleton', async () => {
    // What the page shows at each commit (Profiler's onRender runs in the commit).
    const shown: string[] = [];
    const record = () => shown.push(document.querySelector('[role="status"]') ? 'skeleton' : document.body.textContent!);
    const body = (state: QueryState<string[]>) => (
      <Profiler id="rows" onRender={record}>
        <RowsBody state={state}>
          {(rows) => (
            <ul>
              {rows.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
        </RowsBody>
      </Profiler>
    );
    const view = render(body(LOADING));
    shown.length = 0;
    await act(async () => view.rerender(body(READY)));
    expect(shown[0]).toBe('skeleton');
    expect(shown.at(-1)).toBe('Nota Fiscal Paulistae-CAC');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it("says 'Erro ao carregar dados' with a retry when the first read failed", () => {
    render(<RowsBody state={{ status: 'error', error: new Error('rede'), retry }}>{() => <p>tabela</p>}</RowsBody>);
    expect(screen.getByText('Erro ao carregar dados')).toBeInTheDocument();
    expect(screen.queryByText('tabela')).not.toBeInTheDocument();
  });
});
