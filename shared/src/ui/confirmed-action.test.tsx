// The one confirmation as a person meets it: it asks first, Cancelar changes nothing, Excluir
// runs the write once, and a failure is said once, inside the dialog, with a retry.
import { App, Button } from 'antd';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConfirmedAction, type ConfirmedAction } from './confirmed-action';

function Page(props: Omit<ConfirmedAction, 'title'>) {
  const confirm = useConfirmedAction();
  return <Button onClick={() => confirm({ title: 'Tem certeza que quer excluir esta dica?', ...props })}>Excluir Contábil Silva</Button>;
}

function setup(props: Omit<ConfirmedAction, 'title'>) {
  render(
    <App>
      <Page {...props} />
    </App>,
  );
  return userEvent.setup();
}

const trigger = () => screen.getByRole('button', { name: 'Excluir Contábil Silva' });

describe('useConfirmedAction', () => {
  let log: jest.SpyInstance;
  beforeEach(() => {
    log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => log.mockRestore());

  it('asks first, runs the write on Excluir, then says it worked and gives focus back', async () => {
    const action = jest.fn().mockResolvedValue(undefined);
    const user = setup({ content: 'Contábil Silva', action, success: 'Dica excluída.' });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Tem certeza que quer excluir esta dica?');
    expect(within(dialog).getByText('Contábil Silva')).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Dica excluída.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('changes nothing on Cancelar', async () => {
    const action = jest.fn().mockResolvedValue(undefined);
    const user = setup({ action, success: 'Dica excluída.' });
    await user.click(trigger());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).not.toHaveBeenCalled();
    expect(screen.queryByText('Dica excluída.')).toBeNull();
  });

  it('shows the OK button loading while the write runs', async () => {
    let finish = () => {};
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = setup({ action });
    await user.click(trigger());
    const ok = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' });
    await user.click(ok);
    await waitFor(() => expect(ok).toHaveClass('ant-btn-loading'));
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says a failure once, in the dialog, logs it once, and tries again from there', async () => {
    const error = Object.assign(new Error('Sem permissão'), { code: '42501', message: 'Apenas o administrador pode excluir.' });
    const action = jest.fn().mockRejectedValueOnce(error).mockResolvedValueOnce(undefined);
    const onFailure = jest.fn();
    const user = setup({ action, failure: 'Erro ao deletar dica', label: 'excluir dica', success: 'Dica excluída.', onFailure });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao deletar dica');
    expect(alert).toHaveTextContent('Apenas o administrador pode excluir.');
    // antd's Alert, fetched as the dialog opened (issue 14), inside the one live region: said once.
    await waitFor(() => expect(alert.querySelector('.ant-alert-error')).not.toBeNull());
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(screen.getAllByText('Erro ao deletar dica')).toHaveLength(1); // no toast besides
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[SemMultas] excluir dica', error);
    expect(onFailure).toHaveBeenCalledWith(error);

    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Dica excluída.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('words a failure without a reason fit for the user with the page sentence and a hint', async () => {
    const action = jest.fn().mockRejectedValue(new Error('Failed to fetch'));
    const user = setup({ action, failure: 'Erro ao deletar dica' });
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao deletar dica');
    expect(alert).toHaveTextContent('Verifique sua conexão e tente de novo.');
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(log).not.toHaveBeenCalled(); // no label: the mutation's cache logs it
  });
});
