// Local holidays of a company (migration 20261125004003): the owner adds and removes them, the
// accountant the company is shared with reads them, a stranger sees nothing; bad input is a 4xx
// with the reason. Checked through the service role, so "refused" means nothing changed.
import { cleanup, makeUser, serviceClient, trackRow, type TestUser } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

async function noBanco(empresaId: string) {
  const { data, error } = await serviceClient().from('empresa_feriados').select('data, nome').eq('empresa_id', empresaId).order('data');
  if (error) throw new Error(error.message);
  return data;
}

describe('empresa_feriados', () => {
  let dono: TestUser;
  let contador: TestUser;
  let estranho: TestUser;
  let empresaId: string;

  beforeAll(async () => {
    dono = await makeUser('premium', 'feriados-dono');
    contador = await makeUser('free', 'feriados-contador');
    estranho = await makeUser('premium', 'feriados-estranho');
    const e = await dono.client
      .from('empresas')
      .insert({ nome: 'Padaria de Campinas', regime: 'SIMPLES', uf: 'SP', municipio: 'Campinas' })
      .select('id')
      .single();
    if (e.error) throw new Error(e.error.message);
    empresaId = e.data.id as string;
    const m = await dono.client.from('empresa_membros').insert({ empresa_id: empresaId, email: contador.email }).select('id').single();
    if (m.error) throw new Error(m.error.message);
    trackRow('empresa_membros', m.data.id as number);
  });

  it('o dono cadastra; o contador lê; o estranho não vê', async () => {
    const r = await dono.client
      .from('empresa_feriados')
      .insert({ empresa_id: empresaId, data: '2026-12-08', nome: '  Nossa Senhora da Conceição ' })
      .select('data, nome')
      .single();
    expect(r.error).toBeNull();
    expect(r.data).toEqual({ data: '2026-12-08', nome: 'Nossa Senhora da Conceição' });
    expect((await contador.client.from('empresa_feriados').select('data, nome').eq('empresa_id', empresaId)).data).toEqual([
      { data: '2026-12-08', nome: 'Nossa Senhora da Conceição' },
    ]);
    expect((await estranho.client.from('empresa_feriados').select('id').eq('empresa_id', empresaId)).data).toEqual([]);
  });

  it('o contador e o estranho não cadastram nem apagam', async () => {
    for (const u of [contador, estranho]) {
      const r = await u.client.from('empresa_feriados').insert({ empresa_id: empresaId, data: '2026-07-14', nome: 'Aniversário' });
      expect(r.error?.code).toBe('42501');
      await u.client.from('empresa_feriados').delete().eq('empresa_id', empresaId);
    }
    expect(await noBanco(empresaId)).toHaveLength(1);
  });

  it('recusa nome curto, data repetida e data absurda, com o motivo', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ data: '2026-07-14', nome: 'x' }, '22023', 'Informe o nome do feriado (de 2 a 80 caracteres).'],
      [{ data: '2026-12-08', nome: 'De novo' }, '23505', 'Já há um feriado nesta data para esta empresa.'],
      [{ data: '1999-12-31', nome: 'Antigo' }, '22023', 'Informe a data do feriado.'],
    ];
    for (const [linha, code, message] of casos) {
      const r = await dono.client.from('empresa_feriados').insert({ empresa_id: empresaId, ...linha });
      expect({ code: r.error?.code, message: r.error?.message }).toEqual({ code, message });
    }
    expect(await noBanco(empresaId)).toHaveLength(1);
  });

  it('o dono apaga', async () => {
    await dono.client.from('empresa_feriados').delete().eq('empresa_id', empresaId);
    expect(await noBanco(empresaId)).toHaveLength(0);
  });
});
