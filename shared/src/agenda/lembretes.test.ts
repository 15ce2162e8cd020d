/** @jest-environment node */
import type { AtoRow, EmpresaRow } from './banco';
import { eventosDoFeed, lembreteDoDia } from './lembretes';

const empresa = (over: Partial<EmpresaRow> = {}): EmpresaRow => ({
  id: 'e1',
  owner_id: 'u1',
  nome: 'Padaria',
  cnpj: null,
  regime: 'SIMPLES',
  tem_empregados: true,
  uf: 'SP',
  municipio: null,
  industria: false,
  retencoes: false,
  ecd_obrigatoria: false,
  apuracao_lucro_real: 'anual',
  quotas_irpj: 1,
  inicio_atividade: null,
  ...over,
});

describe('lembreteDoDia', () => {
  // 14/11/2025: the DAS of 10/2025 is due 21/11 (20/11 holiday since 2024: prorrogado), 7 days ahead.
  it('lista só o que vence nos dias escolhidos, agrupado por empresa em ordem de nome, com a página oficial', () => {
    const grupos = lembreteDoDia(
      { empresas: [empresa({ id: 'e2', nome: 'Zeta Comércio', cnpj: '11222333000181' }), empresa()], marcas: [], atos: [] },
      [7],
      '2025-11-14',
    );
    expect(grupos.map((g) => g.nome)).toEqual(['Padaria', 'Zeta Comércio']);
    expect(grupos[1]!.cnpj).toBe('11.222.333/0001-81');
    const das = grupos[0]!.itens.find((i) => i.obrigacao === 'DAS');
    expect(das).toMatchObject({
      competencia: '2025-10',
      competenciaTexto: '10/2025',
      data: '2025-11-21',
      dataTexto: '21/11/2025 (sexta-feira)',
      diasAte: 7,
      pagina: { nome: 'PGDAS-D (Portal do Simples Nacional)' },
    });
    expect(das!.fundamento).toContain('LC 123/2006');
    expect(das!.pagina.url).toMatch(/^https:\/\/www8\.receita\.fazenda\.gov\.br\//);
    expect(grupos[0]!.itens.every((i) => i.data === '2025-11-21')).toBe(true);
  });

  it('exclui o que já foi marcado como pago ou entregue', () => {
    const dados = {
      empresas: [empresa()],
      atos: [],
      marcas: [{ id: 1, empresa_id: 'e1', obrigacao: 'DAS', competencia: '2025-10', status: 'pago' as const }],
    };
    const itens = lembreteDoDia(dados, [7], '2025-11-14').flatMap((g) => g.itens);
    expect(itens.some((i) => i.obrigacao === 'DAS')).toBe(false);
  });

  it('no dia e na véspera: diasAte 0 e 1; nenhum dia escolhido, nenhum lembrete', () => {
    const dados = { empresas: [empresa()], marcas: [], atos: [] };
    expect(
      lembreteDoDia(dados, [0], '2025-11-21')
        .flatMap((g) => g.itens)
        .find((i) => i.obrigacao === 'DAS')?.diasAte,
    ).toBe(0);
    expect(
      lembreteDoDia(dados, [1], '2025-11-20')
        .flatMap((g) => g.itens)
        .find((i) => i.obrigacao === 'DAS')?.diasAte,
    ).toBe(1);
    expect(lembreteDoDia(dados, [], '2025-11-14')).toEqual([]);
  });

  it('um ato do administrador muda a data do lembrete', () => {
    const ato: AtoRow = {
      id: 'teste-ato',
      ato: 'Portaria de teste 1/2025',
      obrigacoes: ['DAS'],
      competencias: ['2025-10'],
      territorio_tipo: 'uf',
      uf: 'SP',
      municipio: null,
      nova_data: '2025-11-28',
      fonte: 'https://www.gov.br/receitafederal/teste',
    };
    const dados = { empresas: [empresa()], marcas: [], atos: [ato] };
    expect(
      lembreteDoDia(dados, [7], '2025-11-14')
        .flatMap((g) => g.itens)
        .some((i) => i.obrigacao === 'DAS'),
    ).toBe(false);
    const das = lembreteDoDia(dados, [7], '2025-11-21')
      .flatMap((g) => g.itens)
      .find((i) => i.obrigacao === 'DAS');
    expect(das).toMatchObject({ data: '2025-11-28', explicacao: expect.stringContaining('Portaria de teste 1/2025') });
  });
});

describe('eventosDoFeed', () => {
  it('UID estável por empresa, obrigação e competência; marcado sem alarme; base legal e página oficial na descrição', () => {
    const dados = {
      empresas: [empresa()],
      marcas: [{ id: 1, empresa_id: 'e1', obrigacao: 'DAS', competencia: '2025-09', status: 'pago' as const }],
      atos: [],
    };
    const a = eventosDoFeed(dados, '2025-11-14', 'https://app.exemplo');
    const b = eventosDoFeed(dados, '2025-11-20', 'https://app.exemplo');
    const das10 = a.find((e) => e.uid === 'e1.DAS.2025-10@semmultas')!;
    expect(b.find((e) => e.uid === das10.uid)).toEqual(das10);
    expect(das10).toMatchObject({ data: '2025-11-21', concluido: false, resumo: 'DAS do Simples Nacional (e PGDAS-D) 10/2025' });
    expect(das10.descricao).toContain('Base legal: LC 123/2006');
    expect(das10.descricao).toContain('nunca envia boleto, código Pix ou link de pagamento');
    expect(das10.url).toContain('receita.fazenda.gov.br');
    const das09 = a.find((e) => e.uid === 'e1.DAS.2025-09@semmultas')!;
    expect(das09).toMatchObject({ concluido: true, resumo: expect.stringMatching(/^✔ \(pago\) DAS/) });
    expect(new Set(a.map((e) => e.uid)).size).toBe(a.length);
  });
});

describe('feriados locais nos lembretes e no calendário', () => {
  // DAS of 11/2026: 20/12/2026 is a Sunday, prorrogado to 21/12; a municipal holiday on 21/12
  // moves it to 22/12 — the same date the page shows (perfilNoPeriodo, one copy).
  const campinas = empresa({ municipio: 'Campinas', tem_empregados: false });
  const feriados = [{ empresa_id: 'e1', data: '2026-12-21', nome: 'Feriado de teste' }];

  it('o lembrete usa a data que o feriado municipal da empresa move, e diz por quê', () => {
    const das = lembreteDoDia({ empresas: [campinas], marcas: [], atos: [], feriados }, [7], '2026-12-15')[0]!.itens.find(
      (i) => i.obrigacao === 'DAS',
    );
    expect(das).toMatchObject({
      data: '2026-12-22',
      explicacao: '20/12 é domingo e 21/12 é feriado municipal em Campinas (Feriado de teste): prorrogado para 22/12',
    });
    expect(
      lembreteDoDia({ empresas: [campinas], marcas: [], atos: [] }, [6], '2026-12-15')[0]!.itens.find((i) => i.obrigacao === 'DAS')!.data,
    ).toBe('2026-12-21');
  });

  it('o calendário .ics põe o mesmo vencimento no mesmo dia que o lembrete', () => {
    const com = eventosDoFeed({ empresas: [campinas], marcas: [], atos: [], feriados }, '2026-12-15', 'https://app.exemplo');
    const sem = eventosDoFeed({ empresas: [campinas], marcas: [], atos: [] }, '2026-12-15', 'https://app.exemplo');
    expect(com.find((e) => e.uid === 'e1.DAS.2026-11@semmultas')!.data).toBe('2026-12-22');
    expect(sem.find((e) => e.uid === 'e1.DAS.2026-11@semmultas')!.data).toBe('2026-12-21');
  });
});
