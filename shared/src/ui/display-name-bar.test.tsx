import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DisplayName } from '../use-display-name';
import { DIALOG_LOAD_FAILED, DisplayNameBar } from './display-name-bar';

// The dialog's chunk does not arrive (offline): its module fails to load.
jest.mock('./display-name-dialog', () => {
  throw new Error('Loading chunk display-name-dialog failed');
});

const displayName: DisplayName = { name: 'Marina', loading: false, save: jest.fn() };

describe('DisplayNameBar (issue 14: the dialog in its own chunk)', () => {
  it('says so where the bar is when the dialog cannot load, and keeps the page around it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <DisplayNameBar displayName={displayName} />
        <textarea aria-label="Novo tópico" defaultValue="texto que a pessoa escreveu" />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Alterar seu nome no fórum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIALOG_LOAD_FAILED);
    expect(screen.getByRole('textbox', { name: 'Novo tópico' })).toHaveValue('texto que a pessoa escreveu');
    expect(screen.getByTestId('forum-display-name')).toHaveTextContent('Marina');
    // The next press asks again (the message goes while it tries).
    await userEvent.click(screen.getByRole('button', { name: 'Alterar seu nome no fórum' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIALOG_LOAD_FAILED);
  });
});
