// The one way a bench signs in: through /login, as a person would, until the account's home.
export async function signIn(page, app, { email, password }, home = /\/pagina-inicial$/) {
  await page.goto(`${app}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Acessar' }).click();
  await page.waitForURL(home, { timeout: 60_000 });
}
