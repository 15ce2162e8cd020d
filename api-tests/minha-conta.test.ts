// Issue 21 "the user's data is always theirs" (LGPD art. 18): an expired user still reads
// their ledger (and cannot write it), everyone exports everything kept about them, and
// deleting the account removes the user and their rows — keeping the payment records.
import { cleanup, makeUser, newClient, serviceClient, setProfile, PLAN_OF, trackRow } from './lib/api';

jest.setTimeout(60000);
afterAll(cleanup);

const venda = { description: 'Venda de balcão', amount: 1500.5, type: 'Entrada', category: null, date: '2026-03-02' };

describe('an expired plan makes the ledger read-only, not gone', () => {
  it('the owner reads the entries typed while premium; writing is refused', async () => {
    const user = await makeUser('premium', 'ledger-expired');
    expect((await user.client.rpc('fluxo_caixa_get_or_create')).error).toBeNull();
    const { error: addError } = await user.client.rpc('fluxo_caixa_add_transaction', { transaction: venda });
    expect(addError).toBeNull();

    await setProfile(user.id, PLAN_OF.expired);
    const { data, error } = await user.client.from('fluxo_caixa').select('transactions').eq('user_id', user.id).single();
    expect(error).toBeNull();
    expect((data as { transactions: { description: string }[] }).transactions.map((t) => t.description)).toEqual(['Venda de balcão']);

    const refused = await user.client.rpc('fluxo_caixa_add_transaction', { transaction: venda });
    expect(refused.error?.code).toBe('42501');
  });
});

describe('export_my_data', () => {
  it("holds the account, the ledger, the user's threads and replies and their payment records — and nobody else's", async () => {
    const user = await makeUser('premium', 'export');
    const other = await makeUser('premium', 'export-other');
    await user.client.rpc('fluxo_caixa_get_or_create');
    await user.client.rpc('fluxo_caixa_add_transaction', { transaction: venda });
    const { data: mine } = await user.client.rpc('forum_create_thread', { description: 'Meu tópico sobre DAS' });
    const { data: theirs } = await other.client.rpc('forum_create_thread', { description: 'Tópico de outra pessoa' });
    const theirsId = (theirs as { id: number }).id;
    await user.client.rpc('forum_reply', { thread_id: theirsId, response: 'Minha resposta' });
    await other.client.rpc('forum_reply', { thread_id: theirsId, response: 'Resposta da outra pessoa' });
    const { data: paid } = await serviceClient().from('assinaturas_plano').insert({ email: user.email }).select('id').single();
    trackRow('assinaturas_plano', (paid as { id: number }).id);

    const { data, error } = await user.client.rpc('export_my_data');
    expect(error).toBeNull();
    const out = data as Record<string, unknown> & {
      conta: { email: string; premium: boolean };
      fluxo_caixa: { transacoes: { description: string }[] };
      forum_topicos: { id: number; descricao: string }[];
      forum_respostas: { topico_id: number; resposta: string }[];
      pagamentos_assinatura: { email: string }[];
    };
    expect(out.conta).toMatchObject({ email: user.email, premium: true });
    expect(out.fluxo_caixa.transacoes.map((t) => t.description)).toEqual(['Venda de balcão']);
    expect(out.forum_topicos).toEqual([expect.objectContaining({ id: (mine as { id: number }).id, descricao: 'Meu tópico sobre DAS' })]);
    expect(out.forum_respostas).toEqual([expect.objectContaining({ topico_id: theirsId, resposta: 'Minha resposta' })]);
    expect(out.pagamentos_assinatura).toEqual([expect.objectContaining({ email: user.email })]);
    expect(JSON.stringify(out)).not.toContain(other.email);
  });

  it("also holds the user's companies of the tax calendar with their marks and sharing, and the billing keys (issues 19, 20)", async () => {
    const user = await makeUser('premium', 'export-agenda');
    const other = await makeUser('premium', 'export-agenda-other');
    const { data: empresa, error: insertError } = await user.client
      .from('empresas')
      .insert({ nome: 'Oficina Exportada', regime: 'SIMPLES', uf: 'MG' })
      .select('id')
      .single();
    expect(insertError).toBeNull();
    const id = (empresa as { id: string }).id;
    expect(
      (await user.client.from('agenda_marcas').insert({ empresa_id: id, obrigacao: 'DAS', competencia: '2026-10', status: 'pago' })).error,
    ).toBeNull();
    expect((await user.client.from('empresa_membros').insert({ empresa_id: id, email: 'contadora@exemplo.com.br' })).error).toBeNull();
    expect((await other.client.from('empresas').insert({ nome: 'Empresa de outra pessoa', regime: 'MEI', uf: 'SP' })).error).toBeNull();

    const { data, error } = await user.client.rpc('export_my_data');
    expect(error).toBeNull();
    const out = data as { empresas: Array<Record<string, unknown>>; cobrancas: unknown[]; assinaturas: unknown[] };
    expect(out.empresas).toEqual([
      expect.objectContaining({
        nome: 'Oficina Exportada',
        uf: 'MG',
        marcas: [expect.objectContaining({ obrigacao: 'DAS', competencia: '2026-10', situacao: 'pago' })],
        compartilhada_com: ['contadora@exemplo.com.br'],
      }),
    ]);
    expect(out.empresas[0]).not.toHaveProperty('owner_id');
    expect(out.cobrancas).toEqual([]);
    expect(out.assinaturas).toEqual([]);
    expect(JSON.stringify(out)).not.toContain('Empresa de outra pessoa');
  });

  it("carries the amounts typed per due date, the company's local holidays, the reminder days and whether a calendar address exists, never its secret (issue 19)", async () => {
    const user = await makeUser('premium', 'export-agenda-extras');
    const { data: empresa } = await user.client
      .from('empresas')
      .insert({ nome: 'Padaria Exportada', regime: 'SIMPLES', uf: 'SP' })
      .select('id')
      .single();
    const id = (empresa as { id: string }).id;
    expect(
      (await user.client.from('agenda_valores').insert({ empresa_id: id, obrigacao: 'DAS', competencia: '2026-10', valor: 1234.56 })).error,
    ).toBeNull();
    expect(
      (await user.client.from('empresa_feriados').insert({ empresa_id: id, data: '2026-01-25', nome: 'Aniversário da cidade' })).error,
    ).toBeNull();
    expect((await user.client.from('agenda_lembretes').upsert({ dias: [7, 1] })).error).toBeNull();
    const token = await user.client.rpc('agenda_feed_gerar');
    expect(token.error).toBeNull();

    const { data, error } = await user.client.rpc('export_my_data');
    expect(error).toBeNull();
    const out = data as {
      empresas: Array<Record<string, unknown>>;
      lembretes_dias_antes: number[];
      calendario_ics: Record<string, unknown>;
    };
    expect(out.empresas).toEqual([
      expect.objectContaining({
        nome: 'Padaria Exportada',
        valores_informados: [expect.objectContaining({ obrigacao: 'DAS', competencia: '2026-10', valor: 1234.56 })],
        feriados_locais: [{ data: '2026-01-25', nome: 'Aniversário da cidade' }],
      }),
    ]);
    expect([...out.lembretes_dias_antes].sort()).toEqual([1, 7]);
    expect(out.calendario_ics).toEqual(expect.objectContaining({ ativo: true }));
    expect(JSON.stringify(out)).not.toContain(String(token.data));
  });

  it('is refused without a session', async () => {
    const { error } = await newClient().rpc('export_my_data');
    expect(error).not.toBeNull();
  });
});

describe('delete_my_account', () => {
  it('removes the account, ledger, profile, threads and replies; keeps payment records; the session dies', async () => {
    const user = await makeUser('premium', 'delete');
    const other = await makeUser('premium', 'delete-other');
    await user.client.rpc('fluxo_caixa_get_or_create');
    const { data: mine } = await user.client.rpc('forum_create_thread', { description: 'Tópico que será apagado' });
    const { data: theirs } = await other.client.rpc('forum_create_thread', { description: 'Tópico que fica' });
    const theirsId = (theirs as { id: number }).id;
    await user.client.rpc('forum_reply', { thread_id: theirsId, response: 'Resposta que será apagada' });
    await other.client.rpc('forum_reply', { thread_id: theirsId, response: 'Resposta que fica' });
    const { data: paid } = await serviceClient().from('assinaturas_plano').insert({ email: user.email }).select('id').single();
    const paidId = (paid as { id: number }).id;
    trackRow('assinaturas_plano', paidId);

    const { data, error } = await user.client.rpc('delete_my_account');
    expect(error).toBeNull();
    expect(data).toEqual({ topicos_excluidos: 1, topicos_com_respostas_removidas: 1, pagamentos_mantidos: 1 });

    const S = serviceClient();
    expect((await S.from('user_profiles').select('id').eq('id', user.id)).data).toEqual([]);
    expect((await S.from('fluxo_caixa').select('user_id').eq('user_id', user.id)).data).toEqual([]);
    expect(
      (
        await S.from('forum')
          .select('id')
          .eq('id', (mine as { id: number }).id)
      ).data,
    ).toEqual([]);
    const kept = (await S.from('forum').select('responses').eq('id', theirsId).single()).data as { responses: { response: string }[] };
    expect(kept.responses.map((r) => r.response)).toEqual(['Resposta que fica']);
    expect((await S.from('assinaturas_plano').select('id').eq('id', paidId)).data).toEqual([{ id: paidId }]);

    // The old session and the password are gone.
    expect((await user.client.from('user_profiles').select('id')).error ?? (await user.client.auth.getUser()).error).toBeTruthy();
    const again = await newClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(again.error).not.toBeNull();
  });

  it("refuses the admin's own account", async () => {
    const admin = await makeUser('admin', 'delete-admin');
    const { error } = await admin.client.rpc('delete_my_account');
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/administrador/);
  });

  it('is refused without a session', async () => {
    const { error } = await newClient().rpc('delete_my_account');
    expect(error).not.toBeNull();
  });
});
