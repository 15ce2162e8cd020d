import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainTabs, type PlainTabItem } from './plain-tabs';

/** Three tabs whose panels each hold a field, so a kept panel keeps what was typed. */
const ITEMS: PlainTabItem[] = ['Um', 'Dois', 'Três'].map((nome) => ({
  key: nome.toLowerCase(),
  label: nome,
  children: <input aria-label={`Campo ${nome}`} />,
}));

function Controlled({ onChange }: { onChange?: (key: string) => void }) {
  const [key, setKey] = useState('dois');
  return (
    <PlainTabs
      items={ITEMS}
      activeKey={key}
      onChange={(k) => {
        setKey(k);
        onChange?.(k);
      }}
    />
  );
}

describe('PlainTabs (issue 14)', () => {
  it('is a tablist whose one selected tab names its visible panel', () => {
    render(<PlainTabs items={ITEMS} aria-label="Calculadoras" />);
    expect(screen.getByRole('tablist', { name: 'Calculadoras' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Um', 'Dois', 'Três']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    // One tab stop: the selected tab.
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('Um');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    // Every tab's aria-controls names an element, the unopened panels empty and hidden.
    for (const tab of tabs) expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
    expect(screen.queryByLabelText('Campo Dois')).toBeNull();
  });

  it('keeps what was typed in a panel when another tab opens and it comes back', async () => {
    const user = userEvent.setup();
    render(<PlainTabs items={ITEMS} />);
    await user.type(screen.getByLabelText('Campo Um'), 'R$ 10');
    await user.click(screen.getByRole('tab', { name: 'Dois' }));
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Dois');
    expect(screen.getByLabelText('Campo Um')).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Um' }));
    expect(screen.getByLabelText('Campo Um')).toHaveValue('R$ 10');
  });

  it('unmounts the hidden panels with destroyOnHidden', async () => {
    const user = userEvent.setup();
    render(<PlainTabs items={ITEMS} destroyOnHidden />);
    await user.type(screen.getByLabelText('Campo Um'), 'x');
    await user.click(screen.getByRole('tab', { name: 'Dois' }));
    expect(screen.queryByLabelText('Campo Um')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Um' }));
    expect(screen.getByLabelText('Campo Um')).toHaveValue('');
  });

  it('moves the focus with the arrows, Home and End, wrapping around, and opens with Enter or Space', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Controlled onChange={(k) => changes.push(k)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Dois' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Três' })).toHaveFocus();
    // Moving does not open: the open panel is still Dois's.
    expect(screen.getByRole('tab', { name: 'Dois' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Um' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Três' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Um' })).toHaveFocus();
    expect(changes).toEqual([]);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Um');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Três' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Três');
    expect(changes).toEqual(['um', 'três']);
    // Alt+← is the browser's Back: not the tabs'.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(screen.getByRole('tab', { name: 'Três' })).toHaveFocus();
  });

  it('follows activeKey when controlled, and says nothing when the open tab is chosen again', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Controlled onChange={(k) => changes.push(k)} />);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Dois');
    await user.click(screen.getByRole('tab', { name: 'Dois' }));
    expect(changes).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Um' }));
    expect(changes).toEqual(['um']);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Um');
  });

  it('opens defaultActiveKey first, and the first tab when activeKey or defaultActiveKey names none', () => {
    const { unmount } = render(<PlainTabs items={ITEMS} defaultActiveKey="três" />);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Três');
    unmount();
    render(<PlainTabs items={ITEMS} activeKey="nenhuma" />);
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Um');
  });
});
