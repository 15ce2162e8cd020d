// Password recovery as a person does it: ask for the link, open the e-mail, set a new
// password, sign in with it (SPEC §2 /redefinir-senha, §8 messages).
import { setUpBrowser } from './lib/set-up-browser';
import { login, screenshot, uniqueEmail, url, type OpenPage } from './lib/app';
import { MAILBOX_URL, SUPABASE_ANON_KEY, SUPABASE_URL, signUp, waitForMailLink } from './lib/api';

const browser = setUpBrowser();
let open: OpenPage;

beforeEach(async () => {
  open = await browser.open();
});

it('resets a forgotten password through the e-mailed link', async () => {
  const { page } = open;
  const email = uniqueEmail('recupera');
  await signUp(email, 'Antiga#123');

  await page.goto(url('/login'));
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Esqueceu a senha?' }).click();
  await page.getByText('Link de redefinição enviado para seu e-mail').waitFor();

  const link = await waitForMailLink(email, /\/auth\/v1\/verify/);
  expect(link.startsWith(url('/auth/v1/verify'))).toBe(true);
  await page.goto(link);
  await page.waitForURL(/\/redefinir-senha/);
  await page.getByLabel('Nova senha', { exact: true }).waitFor();
  // The tokens do not stay in the address bar.
  expect(new URL(page.url()).hash).toBe('');

  await page.getByLabel('Nova senha', { exact: true }).fill('Nova#456');
  await page.getByLabel('Confirme a nova senha').fill('Outra#456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.getByText('As senhas não coincidem ou estão vazias.').waitFor();
  await screenshot(page, 'redefinir-senha');

  await page.getByLabel('Confirme a nova senha').fill('Nova#456');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.getByText('Senha redefinida com sucesso! Faça login novamente.').waitFor();
  await page.waitForURL(/\/login$/);

  await login(page, { email, password: 'Nova#456' });
});

it('says a used or forged link is invalid', async () => {
  const { page } = open;
  await page.goto(url('/redefinir-senha#access_token=forjado&refresh_token=forjado&type=recovery'));
  await page.getByText('Erro ao autenticar. Token inválido ou expirado.').waitFor();
});

it('resets with the 6-digit code from the e-mail, typed on a device that did not open the link', async () => {
  const { page } = open;
  const email = uniqueEmail('codigo');
  await signUp(email, 'Antiga#123');
  const sent = await fetch(`${SUPABASE_URL}/auth/v1/recover`, {
    method: 'POST',
    headers: { apikey: SUPABASE_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  expect(sent.status).toBe(200);
  await waitForMailLink(email, /\/auth\/v1\/verify/);
  const mail = (await (await fetch(`${MAILBOX_URL}/api/messages?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
  expect(mail[0]?.text).toContain('Recebemos um pedido para redefinir a senha');
  // The code stands after "digite" (the address itself may hold six digits in a row).
  const code = /digite\s+(\d{6})\b/.exec(mail[0]?.text ?? '')?.[1] ?? '';
  expect(code).toHaveLength(6);

  await page.goto(url('/redefinir-senha'));
  await page.getByText('Token não encontrado. O link pode estar expirado.').waitFor();
  const form = page.getByRole('region', { name: 'Tenho um código' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Código').fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await form.getByRole('button', { name: 'Continuar com o código' }).click();
  await form.getByRole('alert').getByText('Código inválido ou expirado').waitFor();
  await form.getByLabel('Código').fill(code);
  await form.getByRole('button', { name: 'Continuar com o código' }).click();
  await page.getByLabel('Nova senha', { exact: true }).fill('Codigo#789');
  await page.getByLabel('Confirme a nova senha').fill('Codigo#789');
  await screenshot(page, 'redefinir-senha-codigo');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await page.getByText('Senha redefinida com sucesso! Faça login novamente.').waitFor();
  await login(page, { email, password: 'Codigo#789' });
});
