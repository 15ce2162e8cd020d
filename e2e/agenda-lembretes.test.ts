// Issue 19, the premium half of the tax calendar in the browser: a premium account chooses when
// to be reminded, the daily job run as of a fixed day mails the reminder to the local mailbox, it
// generates its private calendar address, copies it, and the address serves a
// calendar that ical.js parses (regenerating it revokes the old one); the admin adds an
// extraordinary act and the user's calendar shows the moved date with the act's source, then
// deleting it (asked first) restores the rule's date. Both widths, both colour modes.
import ICAL from 'ical.js';
import { apiAs, freshAccount, mailsTo, runDailyJob } from './lib/api';
import { login, PHONE, screenshotsLightAndDark as fotos, url } from './lib/app';
import { setUpBrowser } from './lib/set-up-browser';

jest.setTimeout(240_000);

// Acts this file created, removed even when a test failed half-way (the database is shared).
// Declared before setUpBrowser(): Jest runs afterAll hooks in order, and setUpBrowser's signs out.
const atosCriados: string[] = [];
afterAll(async () => {
  if (atosCriados.length) await (await apiAs('admin')).from('atos_extraordinarios').delete().in('ato', atosCriados);
});

const { open } = setUpBrowser();

async function eventosDo(endereco: string) {
  const res = await fetch(endereco);
  expect(res.status).toBe(200);
  const cal = new ICAL.Component(ICAL.parse(await res.text()));
  return cal.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('Agenda tributária: lembretes e calendário', () => {
  it('escolhe os dias dos lembretes, gera, copia e assina o endereço .ics; gerar outro revoga o antigo', async () => {
    const conta = await freshAccount('agenda-lembretes', 'Agenda#2026', 'premium');
    const { data: empresa, error } = await conta.api
      .from('empresas')
      .insert({ nome: 'Padaria do Feed', regime: 'SIMPLES', uf: 'SP', tem_empregados: false })
      .select('id')
      .single();
    expect(error).toBeNull();

    const { page, context, errors } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('') });
    await login(page, conta);
    await page.goto(url('/agenda-tributaria'));
    await page.getByRole('button', { name: 'Lembretes e calendário' }).click();
    await page.waitForURL(/\/agenda-tributaria\/lembretes$/);
    await page.getByRole('heading', { name: 'Lembretes e calendário', level: 2 }).waitFor();

    await page.getByRole('checkbox', { name: '7 dias antes' }).check();
    await page.getByRole('checkbox', { name: 'No dia do vencimento' }).check();
    await page.getByRole('button', { name: 'Salvar lembretes' }).click();
    await page.getByText('Lembretes salvos.').waitFor();
    await page.getByText('Os lembretes nunca trazem boleto, código Pix nem link de pagamento', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Gerar endereço do calendário' }).click();
    const campo = page.getByLabel('Endereço privado do seu calendário');
    await campo.waitFor();
    const endereco = await campo.inputValue();
    expect(endereco).toMatch(/\/functions\/v1\/agenda\/feed\/[0-9a-f]{64}\.ics$/);
    await page.getByRole('button', { name: 'Copiar endereço' }).click();
    await page.getByText('Endereço copiado. Cole-o no seu aplicativo de agenda.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(endereco);

    // What a calendar app reads at that address.
    const eventos = await eventosDo(endereco);
    const das = eventos.find((e) => e.uid === `${empresa!.id}.DAS.2026-11@semmultas`)!;
    expect(das.summary).toBe('DAS do Simples Nacional (e PGDAS-D) 11/2026');
    expect(das.startDate.toString()).toBe('2026-12-21');
    expect(das.startDate.isDate).toBe(true);
    expect(das.description).toContain('Por que esta data: 20/12 é domingo: prorrogado para 21/12.');
    expect(das.description).toContain('Base legal: LC 123/2006 art. 21, III');
    expect(das.component.getFirstSubcomponent('valarm')).not.toBeNull();

    // The daily job, run as of a fixed day (7 days before the DAS of 10/2025, due 21/11/2025),
    // e-mails the reminder to the local mailbox: once, however often it runs that day.
    await runDailyJob('2025-11-14');
    await runDailyJob('2025-11-14');
    let lembretes = await mailsTo(conta.email);
    for (let i = 0; i < 50 && lembretes.length === 0; i++) {
      await page.waitForTimeout(300);
      lembretes = await mailsTo(conta.email);
    }
    expect(lembretes).toHaveLength(1);
    expect(lembretes[0]!.subject).toMatch(/^Agenda tributária: \d+ vencimentos? nos próximos dias$/);
    expect(lembretes[0]!.text).toContain('Padaria do Feed');
    expect(lembretes[0]!.text).toContain(
      'DAS do Simples Nacional (e PGDAS-D), competência 10/2025: vence em 7 dias, 21/11/2025 (sexta-feira)',
    );
    expect(lembretes[0]!.text).not.toMatch(/pix:|copia e cola|boleto anexo/i);

    // After a reload the choices and the address are still there.
    await page.reload();
    expect(await page.getByRole('checkbox', { name: '7 dias antes' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '3 dias antes' }).isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'No dia do vencimento' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Endereço privado do seu calendário').inputValue()).toBe(endereco);
    await fotos(page, 'agenda-lembretes', 1280);

    // A new address asks first, then the old one stops working.
    await page.getByRole('button', { name: 'Gerar novo endereço' }).click();
    await page.getByText('O endereço atual deixa de funcionar agora.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Gerar novo endereço' }).last().click();
    await page.getByText('Novo endereço gerado. O anterior não funciona mais', { exact: false }).waitFor();
    const novo = await page.getByLabel('Endereço privado do seu calendário').inputValue();
    expect(novo).not.toBe(endereco);
    expect((await fetch(endereco)).status).toBe(404);
    expect((await eventosDo(novo)).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const phone = await open(PHONE);
    await login(phone.page, conta);
    await phone.page.goto(url('/agenda-tributaria/lembretes'));
    await phone.page.getByLabel('Endereço privado do seu calendário').waitFor();
    await fotos(phone.page, 'agenda-lembretes', PHONE.width);
    expect(phone.errors).toEqual([]);
  });

  it('o plano Grátis vê o convite ao Premium no lugar dos lembretes', async () => {
    const conta = await freshAccount('agenda-lembretes-gratis', 'Agenda#2026', 'free');
    await conta.api.from('empresas').insert({ nome: 'MEI do Teste', regime: 'MEI', uf: 'SP', tem_empregados: false });
    const { page, errors } = await open();
    await login(page, conta);
    await page.goto(url('/agenda-tributaria/lembretes'));
    await page.getByText('Lembretes por e-mail e o calendário no seu aplicativo fazem parte do plano Premium.').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar endereço do calendário' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('o administrador cadastra um ato extraordinário e a agenda do usuário mostra a nova data com a fonte; excluir (confirmado) desfaz', async () => {
    // A town of its own, so the act moves no other test's dates (the suites share the database).
    const municipio = `Vila Teste ${Date.now().toString(36)}`;
    const nomeDoAto = `Portaria de teste ${Date.now().toString(36)}/2026`;
    const fonte = 'https://www.in.gov.br/web/dou/-/portaria-de-teste';
    atosCriados.push(nomeDoAto);
    const conta = await freshAccount('agenda-ato', 'Agenda#2026', 'premium');
    await conta.api.from('empresas').insert({ nome: 'Loja da Vila', regime: 'SIMPLES', uf: 'SP', municipio, tem_empregados: false });

    const admin = await open();
    await login(admin.page, 'admin', /\/admin$/);
    await admin.page.goto(url('/admin/atos-extraordinarios'));
    await admin.page.getByRole('heading', { name: 'Atos extraordinários da agenda' }).waitFor();
    await admin.page.getByRole('button', { name: 'Novo ato' }).click();
    const dialogo = admin.page.getByRole('dialog', { name: 'Novo ato extraordinário' });
    await dialogo.getByLabel('Ato', { exact: true }).fill(nomeDoAto);
    await dialogo.getByLabel('Obrigações').click();
    await dialogo.getByLabel('Obrigações').fill('DAS do Simples');
    await admin.page.keyboard.press('Enter');
    await admin.page.keyboard.press('Escape');
    await dialogo.getByLabel('Competências').fill('11/2026');
    await admin.page.keyboard.press('Enter');
    await dialogo.getByRole('radio', { name: 'Um município' }).check();
    await dialogo.getByRole('combobox', { name: 'UF' }).click();
    await dialogo.getByRole('combobox', { name: 'UF' }).fill('SP');
    await admin.page.keyboard.press('Enter');
    await dialogo.getByRole('textbox', { name: /Município$/ }).fill(municipio);
    await dialogo.getByLabel('Nova data de vencimento').fill('2026-12-30');
    await dialogo.getByLabel('Link da fonte oficial').fill('www.in.gov.br');
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.getByText('Informe o link da fonte oficial do ato (https://…).').waitFor();
    await dialogo.getByLabel('Link da fonte oficial').fill(fonte);
    await dialogo.getByRole('button', { name: 'Salvar' }).click();
    await dialogo.waitFor({ state: 'detached' });
    await admin.page.getByLabel('Buscar atos').fill(nomeDoAto);
    await admin.page.getByRole('row', { name: new RegExp(nomeDoAto) }).waitFor();
    await fotos(admin.page, 'admin-atos', 1280);

    const { page, errors } = await open();
    await login(page, conta);
    await page.goto(url('/agenda-tributaria'));
    const das = page.getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026, vence em 30\/12\/2026/ });
    await das.waitFor();
    expect(await das.textContent()).toContain(`ato extraordinário: ${nomeDoAto} (de 20/12 para 30/12)`);
    await das.getByText('Ato extraordinário', { exact: true }).waitFor();
    expect(await das.getByRole('link', { name: fonte }).getAttribute('href')).toBe(fonte);

    // Deleting asks first; then the rule's date is back.
    await admin.page.getByRole('button', { name: `Excluir ${nomeDoAto}` }).click();
    const confirmar = admin.page.getByRole('dialog').filter({ hasText: 'Excluir este ato? As agendas voltam a mostrar a data da regra.' });
    await confirmar.waitFor();
    await confirmar.getByRole('button', { name: 'Excluir', exact: true }).click();
    await confirmar.waitFor({ state: 'detached' });
    await admin.page.getByText('Ato excluído.').waitFor();
    await page.reload();
    await page
      .getByRole('listitem', { name: /^DAS do Simples Nacional \(e PGDAS-D\), competência 11\/2026, vence em 21\/12\/2026/ })
      .waitFor();
    expect(errors).toEqual([]);
    expect(admin.errors).toEqual([]);

    const phone = await open(PHONE);
    await login(phone.page, 'admin', /\/admin$/);
    await phone.page.goto(url('/admin/atos-extraordinarios'));
    await phone.page.getByRole('button', { name: 'Novo ato' }).waitFor();
    await fotos(phone.page, 'admin-atos', PHONE.width);
    expect(phone.errors).toEqual([]);
  });
});
