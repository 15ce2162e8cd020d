// ./Moderation, as the admin panel would mount it: no routes of its own, the admin's client.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeForum, thread } from '../testing/fake-forum';
import { USERS, here, withProviders } from '../testing/render-forum';
import { ForumModeration } from './moderation';

const rows = () => [
  thread(1, 'Primeiro tópico', '2026-01-01T10:00:00.000Z', [
    { response: 'Resposta imprópria', user_id: 'Spammer' },
    { response: 'Resposta boa' },
  ]),
  thread(2, 'Segundo tópico com link https://gov.br', '2026-02-01T10:00:00.000Z'),
];

let errorSpy: jest.SpyInstance;
beforeEach(() => {
  errorSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errorSpy.mockRestore());

describe('ForumModeration', () => {
  it('lists threads with delete buttons, without a new-thread form and without touching the address', async () => {
    const db = fakeForum(rows(), { id: 'u-admin', admin: true });
    withProviders(<ForumModeration supabase={db.client} user={USERS.admin} />, '/admin');
    expect(screen.getByRole('heading', { level: 2, name: 'Moderação do fórum' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    expect(screen.getAllByRole('button', { name: /^Excluir tópico de / })).toHaveLength(2);
    expect(screen.queryByRole('textbox', { name: 'Novo tópico' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Buscar no fórum' }), 'SEGUNDO');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Excluir tópico de / })).toHaveLength(1));
    expect(here.current).toBe('/admin');
  });

  it('opens a thread in place, deletes a reply after confirming, and goes back', async () => {
    const db = fakeForum(rows(), { id: 'u-admin', admin: true });
    withProviders(<ForumModeration supabase={db.client} user={USERS.admin} />, '/admin');
    await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await userEvent.click(screen.getByRole('button', { name: 'Primeiro tópico' }));
    expect(here.current).toBe('/admin');
    await screen.findByRole('list', { name: '2 respostas' });
    await userEvent.click(screen.getByRole('button', { name: 'Excluir resposta de Spammer' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Tem certeza de que deseja excluir esta resposta?');
    expect(within(dialog).getByText('“Resposta imprópria”')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const replies = await screen.findByRole('list', { name: '1 resposta' });
    expect(within(replies).getByText('Resposta boa')).toBeInTheDocument();
    expect(db.calls.filter((c) => c.startsWith('rpc'))).toEqual(['rpc forum_delete_reply {"thread_id":1,"reply_id":"r-1-0"}']);

    await userEvent.click(screen.getByRole('button', { name: 'Voltar para a lista de tópicos' }));
    const list = await screen.findByRole('list', { name: 'Tópicos do fórum' });
    await waitFor(() => expect(within(list).getByText('1 resposta')).toBeInTheDocument());
  });

  it('refuses anyone but the admin', () => {
    withProviders(<ForumModeration supabase={fakeForum(rows()).client} user={USERS.premium} />);
    expect(screen.getByText('Somente o administrador pode moderar o fórum.')).toBeInTheDocument();
  });
});
