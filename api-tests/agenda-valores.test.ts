// The amount typed beside a due date (migration 20261125004001, issue 19 "what a miss costs"):
// the owner writes it, the accountant the company is shared with reads it, nobody else sees it;
// bad input is a 4xx with a Portuguese reason. Checked afterwards through the service role, so
// "refused" means nothing changed.
import { cleanup, makeUser, serviceClient, trackRow, type TestUser } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

async function valoresNoBanco(empresaId: string) {
  const { data, error } = await serviceClient().from('agenda_valores').select('obrigacao, competencia, valor').eq('empresa_id', empresaId);
  if (error) throw new Error(error.message);
  // numeric comes back as text from PostgREST: compare as numbers.
  return (data as { valor: string | number }[]).map((v) => ({ ...v, valor: Number(v.valor) }));
}
const comoNumero = <T extends { valor: unknown }>(linhas: T[] | null) => (linhas ?? []).map((v) => ({ ...v, valor: Number(v.valor) }));

describe('agenda_valores: o valor da guia informado na agenda', () => {
  let dono: TestUser;
  let contador: TestUser;
  let estranho: TestUser;
  let empresaId: string;

  beforeAll(async () => {
    dono = await makeUser('premium', 'valores-dono');
    contador = await makeUser('free', 'valores-contador');
    estranho = await makeUser('premium', 'valores-estranho');
    const e = await dono.client.from('empresas').insert({ nome: 'Oficina do Zé', regime: 'SIMPLES', uf: 'SP' }).select('id').single();
    if (e.error) throw new Error(e.error.message);
    empresaId = e.data.id as string;
    const m = await dono.client.from('empresa_membros').insert({ empresa_id: empresaId, email: contador.email }).select('id').single();
    if (m.error) throw new Error(m.error.message);
    trackRow('empresa_membros', m.data.id as number);
  });

  it('o dono informa e altera o valor; o contador lê; o estranho não vê nada', async () => {
    const ins = await dono.client
      .from('agenda_valores')
      .insert({ empresa_id: empresaId, obrigacao: 'das', competencia: '2026-10', valor: 1234.56 })
      .select('id, obrigacao, valor, informado_por')
      .single();
    expect(ins.error).toBeNull();
    expect(comoNumero([ins.data!])[0]).toMatchObject({ obrigacao: 'DAS', valor: 1234.56, informado_por: dono.id });

    const upd = await dono.client.from('agenda_valores').update({ valor: 2000 }).eq('id', ins.data!.id).select('valor').single();
    expect(comoNumero([upd.data!])).toEqual([{ valor: 2000 }]);

    expect(
      comoNumero((await contador.client.from('agenda_valores').select('obrigacao, competencia, valor').eq('empresa_id', empresaId)).data),
    ).toEqual([{ obrigacao: 'DAS', competencia: '2026-10', valor: 2000 }]);
    expect((await estranho.client.from('agenda_valores').select('id').eq('empresa_id', empresaId)).data).toEqual([]);
  });

  it('o contador e o estranho não escrevem, não alteram, não apagam', async () => {
    const porContador = await contador.client
      .from('agenda_valores')
      .insert({ empresa_id: empresaId, obrigacao: 'DEFIS', competencia: '2025', valor: 10 });
    expect(porContador.error?.code).toBe('42501');
    const porEstranho = await estranho.client
      .from('agenda_valores')
      .insert({ empresa_id: empresaId, obrigacao: 'DEFIS', competencia: '2025', valor: 10 });
    expect(porEstranho.error?.code).toBe('42501');
    await contador.client.from('agenda_valores').update({ valor: 1 }).eq('empresa_id', empresaId);
    await estranho.client.from('agenda_valores').update({ valor: 1 }).eq('empresa_id', empresaId);
    await contador.client.from('agenda_valores').delete().eq('empresa_id', empresaId);
    await estranho.client.from('agenda_valores').delete().eq('empresa_id', empresaId);
    expect(await valoresNoBanco(empresaId)).toEqual([{ obrigacao: 'DAS', competencia: '2026-10', valor: 2000 }]);
  });

  it('recusa valor zero, centavos demais, obrigação desconhecida e um segundo valor para a mesma guia, com o motivo', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ obrigacao: 'DAS', competencia: '2026-09', valor: 0 }, '22023', 'Informe um valor maior que zero.'],
      [{ obrigacao: 'DAS', competencia: '2026-09', valor: 10.005 }, '22023', 'O valor tem no máximo duas casas decimais (centavos).'],
      [{ obrigacao: 'XYZ', competencia: '2026-09', valor: 10 }, '22023', 'Obrigação desconhecida.'],
      [{ obrigacao: 'DAS', competencia: '26-09', valor: 10 }, '22023', 'Competência inválida: use AAAA-MM, AAAA-Qn ou AAAA.'],
      [{ obrigacao: 'DAS', competencia: '2026-10', valor: 10 }, '23505', 'Já há um valor para esta obrigação: altere-o.'],
    ];
    for (const [linha, code, message] of casos) {
      const r = await dono.client.from('agenda_valores').insert({ empresa_id: empresaId, ...linha });
      expect({ code: r.error?.code, message: r.error?.message }).toEqual({ code, message });
    }
    expect(await valoresNoBanco(empresaId)).toHaveLength(1);
  });

  it('o dono apaga; apagar a empresa leva os valores junto', async () => {
    const r = await dono.client
      .from('agenda_valores')
      .insert({ empresa_id: empresaId, obrigacao: 'DAS', competencia: '2026-11', valor: 50 })
      .select('id')
      .single();
    expect(r.error).toBeNull();
    await dono.client.from('agenda_valores').delete().eq('id', r.data!.id);
    expect(await valoresNoBanco(empresaId)).toHaveLength(1);
    await dono.client.from('empresas').delete().eq('id', empresaId);
    expect(await valoresNoBanco(empresaId)).toHaveLength(0);
  });
});
