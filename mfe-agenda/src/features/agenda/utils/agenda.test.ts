/** @jest-environment node */
import { atoDoBanco, type AtoRow, type EmpresaRow } from '@semmultas/shared/agenda/banco';
import { formatarCompetencia } from '@semmultas/shared/agenda/textos';
import { agruparPorSemana, itensDaAgenda, segundaDaSemana } from './agenda';

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

describe('itensDaAgenda', () => {
  it('aplica as marcas e destaca o atraso', () => {
    const itens = itensDaAgenda(
      [empresa()],
      [{ id: 1, empresa_id: 'e1', obrigacao: 'DAS', competencia: '2025-10', status: 'pago' }],
      [],
      '2025-11-17',
      '2025-11-21',
      '2025-11-20',
    );
    expect(itens.map((i) => [i.data, i.obrigacao, i.marca?.status ?? null, i.atrasado])).toEqual([
      ['2025-11-17', 'ESOCIAL-S1299', null, true],
      ['2025-11-19', 'DARF-CP', null, true],
      ['2025-11-19', 'FGTS', null, true],
      ['2025-11-21', 'DAS', 'pago', false],
    ]);
  });

  it('um ato do administrador, vindo do banco, muda a data só na UF dele', () => {
    const row: AtoRow = {
      id: 'x',
      ato: 'Portaria X',
      obrigacoes: ['DAS'],
      competencias: ['2026-03'],
      territorio_tipo: 'uf',
      uf: 'RS',
      municipio: null,
      nova_data: '2026-06-30',
      fonte: null,
    };
    expect(atoDoBanco(row).territorio).toEqual({ tipo: 'uf', uf: 'RS' });
    const rs = itensDaAgenda([empresa({ uf: 'RS' })], [], [row], '2026-06-30', '2026-06-30', '2026-06-01');
    expect(rs.find((i) => i.obrigacao === 'DAS')).toMatchObject({ competencia: '2026-03', ajuste: 'ato' });
    const sp = itensDaAgenda([empresa({ uf: 'SP' })], [], [row], '2026-06-30', '2026-06-30', '2026-06-01');
    expect(sp.find((i) => i.obrigacao === 'DAS')).toBeUndefined();
  });
});

describe('semanas', () => {
  it('segunda-feira da semana', () => {
    expect(segundaDaSemana('2026-11-24')).toBe('2026-11-23');
    expect(segundaDaSemana('2026-11-29')).toBe('2026-11-23');
    expect(segundaDaSemana('2026-11-23')).toBe('2026-11-23');
  });

  it('agrupa: esta semana, próxima semana, depois pelas datas', () => {
    const itens = itensDaAgenda([empresa()], [], [], '2026-11-24', '2026-12-31', '2026-11-24');
    const semanas = agruparPorSemana(itens, '2026-11-24');
    expect(semanas[0]!.titulo).toBe('Próxima semana');
    expect(agruparPorSemana(itens, '2026-11-30')[0]!.titulo).toBe('Esta semana');
    expect(semanas[0]!.itens.map((i) => i.obrigacao)).toEqual(['DCTFWEB']);
    expect(semanas.map((s) => s.titulo)).toContain('Semana de 14/12 a 20/12');
    for (const s of semanas) for (const i of s.itens) expect(i.data >= s.inicio && i.data <= s.fim).toBe(true);
  });

  it('competência por extenso', () => {
    expect(formatarCompetencia('2025-10')).toBe('10/2025');
    expect(formatarCompetencia('2025-Q4')).toBe('4º trimestre de 2025');
    expect(formatarCompetencia('2025')).toBe('2025');
  });
});
