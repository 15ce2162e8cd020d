// The lazy editor on its own (a fresh module registry: nothing has loaded CKEditor yet).
import { createElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { HtmlEditor } from './html-editor';

const mockEditorCss = jest.fn(() => Promise.resolve());
jest.mock('./ckeditor-field', () => ({
  __esModule: true,
  loadEditorCss: () => mockEditorCss(),
  default: ({ value, label }: { value?: string; label: string }) => createElement('textarea', { 'aria-label': label, defaultValue: value }),
}));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it("says 'Error!' when the editor cannot be loaded, and tries again the next time it opens", async () => {
  mockEditorCss.mockImplementationOnce(() => Promise.reject(new Error('ChunkLoadError')));
  const first = render(<HtmlEditor label="Conteúdo" licenseKey="GPL" value="<p>x</p>" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  expect(await screen.findByRole('alert')).toHaveTextContent('Error!');
  first.unmount();

  let release!: () => void;
  mockEditorCss.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
  render(<HtmlEditor label="Conteúdo" licenseKey="GPL" value="<p>x</p>" />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  await waitFor(() => expect(mockEditorCss).toHaveBeenCalledTimes(2)); // a new import, not the failed one
  await act(async () => release());
  expect(await screen.findByRole('textbox', { name: 'Conteúdo' })).toHaveValue('<p>x</p>');
});
