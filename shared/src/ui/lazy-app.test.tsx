import { useEffect } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { AppHolders } from './app-holders';
import { LazyAntApp, useAppApis, type AppApis } from './lazy-app';

let apis: AppApis;
function Grab({ onApis }: { onApis: (value: AppApis) => void }) {
  const value = useAppApis();
  useEffect(() => onApis(value), [value, onApis]);
  return <p>página</p>;
}
const keep = (value: AppApis) => {
  apis = value;
};

function setUp(load: () => Promise<typeof AppHolders>) {
  return render(
    <ConfigProvider>
      <LazyAntApp load={load}>
        <Grab onApis={keep} />
      </LazyAntApp>
    </ConfigProvider>,
  );
}

describe('LazyAntApp (issue 14)', () => {
  it("renders App's root and the page at once, and loads the holders at the person's first press, not before", async () => {
    const load = jest.fn(() => new Promise<typeof AppHolders>(() => undefined));
    const { container } = setUp(load);
    expect(screen.getByText('página')).toBeInTheDocument();
    expect(container.firstElementChild).toHaveClass('ant-app');
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByText('página'));
    await userEvent.keyboard('{Tab}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the calls made before the holders are in and shows them in order once they are', async () => {
    let arrive!: (holders: typeof AppHolders) => void;
    const load = jest.fn(() => new Promise<typeof AppHolders>((resolve) => (arrive = resolve)));
    setUp(load);
    act(() => {
      void apis.message.success('Salvo');
      void apis.message.error('Não foi possível salvar');
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Salvo')).toBeNull();
    await act(async () => arrive(AppHolders));
    expect(await screen.findByText('Salvo')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível salvar')).toBeInTheDocument();
    const order = [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent);
    expect(order).toEqual(['Salvo', 'Não foi possível salvar']);
  });

  it("passes a confirmation's update and destroy on to the real dialog, and settles its thenable when it closes", async () => {
    setUp(() => Promise.resolve(AppHolders));
    let instance!: ReturnType<AppApis['modal']['confirm']>;
    act(() => {
      instance = apis.modal.confirm({
        title: 'Excluir o lançamento?',
        content: 'Não dá para desfazer.',
        okText: 'Excluir',
        cancelText: 'Cancelar',
      });
    });
    expect(await screen.findByRole('dialog', { name: 'Excluir o lançamento?' })).toBeInTheDocument();
    act(() => instance.update({ content: 'Não foi possível excluir: tente de novo.' }));
    expect(await screen.findByText('Não foi possível excluir: tente de novo.')).toBeInTheDocument();
    const closed = jest.fn();
    void instance.then(closed, () => undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(closed).toHaveBeenCalledWith(false));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Excluir o lançamento?' })).toBeNull());
  });

  /** Holders whose first load fails (offline, a 503): `first` is called before it does. */
  async function failingFirstLoad(first: () => void) {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk 503')).mockResolvedValue(AppHolders);
    setUp(load);
    await act(async () => first());
    await waitFor(() => expect(errorSpy).toHaveBeenCalled());
    return { load, restore: () => errorSpy.mockRestore() };
  }

  it('asks for a chunk that failed again at the next call', async () => {
    const { load, restore } = await failingFirstLoad(() => void apis.message.info('primeira'));
    act(() => {
      void apis.notification.info({ title: 'segunda' });
    });
    expect(await screen.findByText('segunda')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    restore();
  });

  it('shows a message that waited for a chunk that failed once the connection is back', async () => {
    const { load, restore } = await failingFirstLoad(() => void apis.message.error('Sem conexão: nada foi salvo.'));
    expect(screen.queryByText('Sem conexão: nada foi salvo.')).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Sem conexão: nada foi salvo.')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    restore();
  });
});
