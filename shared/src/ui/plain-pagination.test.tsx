import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from 'antd';
import { PlainPagination, pagerItems, type PagerItem } from './plain-pagination';

/** What antd's Pagination shows for (current, pages): its page numbers and "•••" jumps, in order. */
function antdItems(current: number, pages: number): PagerItem[] {
  const { container, unmount } = render(
    <Pagination current={current} total={pages * 10} pageSize={10} showSizeChanger={false} onChange={() => {}} />,
  );
  const items = [...container.querySelectorAll('li')].flatMap((li): PagerItem[] => {
    if (li.classList.contains('ant-pagination-jump-prev')) return ['prev5'];
    if (li.classList.contains('ant-pagination-jump-next')) return ['next5'];
    if (li.classList.contains('ant-pagination-item')) return [Number(li.title)];
    return [];
  });
  unmount();
  return items;
}

function Pager({ total, simple = false, first = 1 }: { total: number; simple?: boolean; first?: number }) {
  const [state, setState] = useState({ page: first, size: 5 });
  return (
    <>
      <PlainPagination
        aria-label="Páginas"
        table="teste"
        current={state.page}
        pageSize={state.size}
        total={total}
        simple={simple}
        onChange={(page, size) => setState({ page, size })}
      />
      <output>{`${state.page}/${state.size}`}</output>
    </>
  );
}

describe('PlainPagination (issue 14)', () => {
  it("shows the pages antd's Pagination shows, for every page of 1 to 12 pages and of 1,000", () => {
    const cases: [number, number][] = [];
    for (let pages = 1; pages <= 12; pages++) for (let current = 1; current <= pages; current++) cases.push([current, pages]);
    for (const current of [1, 2, 3, 4, 5, 6, 500, 995, 996, 997, 998, 999, 1000]) cases.push([current, 1000]);
    for (const [current, pages] of cases)
      expect([current, pages, pagerItems(current, pages)]).toEqual([current, pages, antdItems(current, pages)]);
  });

  it('goes to a page, jumps 5 with •••, and stops at the ends', async () => {
    render(<Pager total={100} />);
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    expect(within(nav).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: '5 próximas páginas' }));
    expect(screen.getByRole('status')).toHaveTextContent('6/5');
    await userEvent.click(within(nav).getByRole('button', { name: '5 páginas anteriores' }));
    expect(screen.getByRole('status')).toHaveTextContent('1/5');
    await userEvent.click(within(nav).getByRole('button', { name: 'Página 20' }));
    expect(within(nav).getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await userEvent.click(within(nav).getByRole('button', { name: 'Página anterior' }));
    expect(screen.getByRole('status')).toHaveTextContent('19/5');
    // antd's titles too (what a mouse user hovers).
    expect(within(nav).getByTitle('Próxima página')).toBeEnabled();
  });

  it('on a phone (simple): ‹ [3] / 6 ›, and a page typed in the field is where it goes', async () => {
    render(<Pager total={30} simple first={3} />);
    const nav = screen.getByRole('navigation', { name: 'Páginas' });
    const field = within(nav).getByRole('textbox', { name: 'Página (de 6)' });
    expect(field).toHaveValue('3');
    expect(nav).toHaveTextContent('/ 6');
    expect(within(nav).queryByRole('button', { name: 'Página 1' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Próxima página' }));
    expect(field).toHaveValue('4');
    await userEvent.clear(field);
    await userEvent.type(field, '6{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('6/5');
    // Past the end: the last page; nothing typed: back to the page shown.
    await userEvent.clear(field);
    await userEvent.type(field, '1');
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('1/5');
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('6/5');
    await userEvent.clear(field);
    await userEvent.tab();
    expect(within(nav).getByRole('textbox')).toHaveValue('6');
  });

  it('chooses the rows per page with a native select labelled as antd’s chooser, keeping the page', async () => {
    render(<Pager total={30} first={3} />);
    const size = screen.getByRole('combobox', { name: 'Linhas por página' });
    expect(size).toHaveAttribute('id', 'tamanho-pagina-teste');
    expect(size).toHaveDisplayValue('5 / página');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5 / página', '10 / página', '25 / página', '50 / página', '100 / página']);
    await userEvent.selectOptions(size, '10 / página');
    // The caller decides the page (the ledger keeps the first row in view): here it is handed back as is.
    expect(screen.getByRole('status')).toHaveTextContent('3/10');
  });
});
