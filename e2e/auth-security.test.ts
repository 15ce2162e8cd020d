// Issue 13 in the browser: the password rule is on the sign-up page before anything is sent,
// the API's refusals reach the user in Portuguese, and too many wrong passwords give the
// 429 sentence on the login page (scripts/lib/api-guard.mjs).
import { setUpBrowser } from './lib/set-up-browser';
import { login, screenshot, uniqueEmail, url, type OpenPage } from './lib/app';
import { signUp } from './lib/api';

const browser = setUpBrowser();
let open: OpenPage;

describe.each([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
])('sign-up on a %s', (label, viewport) => {
  beforeEach(async () => {
    open = await browser.open(viewport);
  });

  it('shows the password rule and ticks it as the user types; the API refuses a common password in Portuguese', async () => {
    const { page } = open;
    const email = uniqueEmail(`regra-${label}`);
    await page.goto(url('/cadastro'));
    await page.getByText('A senha deve ter pelo menos 8 caracteres, não pode ser uma senha comum').waitFor();
    const rules = page.getByRole('list', { name: 'Regras da senha' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Senha', { exact: true }).pressSequentially('abc');
    await rules.getByText('Pelo menos 8 caracteres — não atendida').waitFor();
    await page.getByLabel('Senha', { exact: true }).fill('12345678');
    await rules.getByText('Pelo menos 8 caracteres — atendida').waitFor();
    await page.getByLabel('Confirmação da senha').fill('12345678');
    await screenshot(page, `senha-regra-${label}`);
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByRole('alert').getByText('Essa senha é muito comum ou fácil de adivinhar').waitFor();
    // Nothing typed is lost.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);

    // The e-mail inside the password is caught before sending.
    const local = email.split('@')[0];
    await page.getByLabel('Senha', { exact: true }).fill(`${local}#1`);
    await rules.getByText('Não contém seu e-mail — não atendida').waitFor();

    await page.getByLabel('Como quer ser chamado (opcional)').fill('Joana');
    await page.getByLabel('Senha', { exact: true }).fill('Boa#Senha2026');
    await page.getByLabel('Confirmação da senha').fill('Boa#Senha2026');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await page.getByText('Conta criada! Boas-vindas ao SemMultas.').waitFor();
    await page.getByRole('heading', { name: 'Olá, Joana! O que vamos resolver hoje?' }).waitFor();
  });
});

describe('login', () => {
  beforeEach(async () => {
    open = await browser.open();
  });

  it('after 5 wrong passwords says to wait (429), and the right one waits too', async () => {
    const { page } = open;
    const email = uniqueEmail('bloqueio');
    await signUp(email, 'Boa#Senha2026');
    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(email);
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('Senha').fill(`Errada#${i}xyz`);
      const answered = page.waitForResponse((r) => r.url().includes('/auth/v1/token'));
      await page.getByRole('button', { name: 'Acessar' }).click();
      expect((await answered).status()).toBe(400);
      await page.getByRole('alert').getByText('Erro ao fazer login, verifique as informações').waitFor();
    }
    await page.getByLabel('Senha').fill('Boa#Senha2026');
    await page.getByRole('button', { name: 'Acessar' }).click();
    await page
      .getByRole('alert')
      .getByText(/Muitas tentativas de login com este e-mail\. Tente de novo em \d+ minutos/)
      .waitFor();
    await screenshot(page, 'login-429');
    expect(page.url()).toMatch(/\/login$/);
  });

  it('a fresh account still signs in normally', async () => {
    const { page } = open;
    const email = uniqueEmail('normal');
    await signUp(email, 'Boa#Senha2026');
    await page.goto(url('/login'));
    await login(page, { email, password: 'Boa#Senha2026' });
  });
});
