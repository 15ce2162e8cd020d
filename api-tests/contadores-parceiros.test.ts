// Partner accountants (issue 21, finding 8): region, specialities and contacts are data the
// admin writes (normalised and validated in the database) and premium users read.
import { cleanup, makeUser, trackRow, type TestUser } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

let admin: TestUser;
let premium: TestUser;
let free: TestUser;
beforeAll(async () => {
  [admin, premium, free] = await Promise.all([
    makeUser('admin', 'parc-admin'),
    makeUser('premium', 'parc-premium'),
    makeUser('free', 'parc-free'),
  ]);
});

const base = { title: 'Contábil Teste — Campinas/SP', type: 1, author: 'Teste', content: '<p>Escritório de teste.</p>' };

it('stores contacts as digits, the UF in capitals, and premium users read them through conteudos_visiveis', async () => {
  const { data, error } = await admin.client
    .from('conteudos')
    .insert({
      ...base,
      uf: 'sp',
      cidade: ' Campinas ',
      especialidades: ['MEI', ' MEI ', 'Simples Nacional'],
      telefone: '(19) 3333-4444',
      whatsapp: '19 93333-4444',
      email_contato: 'Oi@Teste.com.br',
      site: 'https://teste.com.br',
    })
    .select('*')
    .single();
  expect(error).toBeNull();
  const row = data as Record<string, unknown>;
  trackRow('conteudos', row.id as number);
  expect(row).toMatchObject({
    uf: 'SP',
    cidade: 'Campinas',
    telefone: '1933334444',
    whatsapp: '5519933334444',
    email_contato: 'oi@teste.com.br',
  });
  expect((row.especialidades as string[]).sort()).toEqual(['MEI', 'Simples Nacional']);

  const read = await premium.client.rpc('conteudos_visiveis', { conteudo_id: row.id });
  expect(read.error).toBeNull();
  expect((read.data as Record<string, unknown>[])[0]).toMatchObject({ uf: 'SP', cidade: 'Campinas', telefone: '1933334444' });
  // Partners are a premium area: the free plan reads none.
  expect(((await free.client.rpc('conteudos_visiveis', { conteudo_id: row.id })).data as unknown[]).length).toBe(0);
});

it.each([
  [{ uf: 'XX' }, /UF inválida/],
  [{ telefone: '3333' }, /Telefone inválido/],
  [{ whatsapp: '123' }, /WhatsApp inválido/],
  [{ email_contato: 'a@b' }, /E-mail de contato inválido/],
  [{ site: 'javascript:alert(1)' }, /http:\/\/ ou https:\/\//],
  [{ especialidades: Array.from({ length: 13 }, (_, i) => `E${i}`) }, /no máximo 12/],
])('refuses %j with a 400 in Portuguese', async (bad, message) => {
  const r = await admin.client
    .from('conteudos')
    .insert({ ...base, ...bad })
    .select('id');
  expect([r.status, r.error?.code]).toEqual([400, '22023']);
  expect(r.error?.message).toMatch(message);
});
