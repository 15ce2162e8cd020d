import { strFromU8, unzipSync } from 'fflate';
import { dataExportFileName, isMyDataExport, zipDataExport, type MyDataExport } from './data-export';

const data: MyDataExport = {
  formato: 'SemMultas — exportação de dados pessoais (LGPD art. 18)',
  exportado_em: '2026-11-23T20:00:00',
  conta: { id: 'u1', email: 'ana@empresa.com.br', nome_no_forum: 'Ana', premium: false, premium_ate: null, criada_em: '2026-01-01' },
  fluxo_caixa: {
    transacoes: [{ id: 1, date: '2026-11-03', description: 'Venda; balcão', amount: 1234.56, type: 'Entrada', category: 'Vendas' }],
    categorias: [{ id: 1, name: 'Vendas' }],
  },
  forum_topicos: [{ id: 7, descricao: 'Meu tópico', criado_em: '2026-11-01' }],
  forum_respostas: [{ topico_id: 9, id: 'r1', resposta: 'Minha resposta', data: '2026-11-02' }],
  pagamentos_assinatura: [],
};

describe('the data export zip', () => {
  it('holds the whole JSON, the ledger CSV, the forum writing, the payments and a note', () => {
    const files = unzipSync(zipDataExport(data));
    expect(Object.keys(files).sort()).toEqual([
      'LEIA-ME.txt',
      'dados-completos.json',
      'fluxo-de-caixa.csv',
      'forum.json',
      'pagamentos.json',
    ]);
    expect(JSON.parse(strFromU8(files['dados-completos.json']!))).toEqual(data);
    expect(strFromU8(files['fluxo-de-caixa.csv']!)).toContain('03/11/2026;"Venda; balcão";Vendas;Entrada;1.234,56');
    expect(JSON.parse(strFromU8(files['forum.json']!)).respostas[0].resposta).toBe('Minha resposta');
    expect(strFromU8(files['LEIA-ME.txt']!)).toMatch(/as 1 transações do seu fluxo de caixa/);
  });

  it('names the file by the São Paulo date', () => {
    expect(dataExportFileName('2026-11-23')).toBe('semmultas-meus-dados-2026-11-23.zip');
  });

  it('recognises what export_my_data returns', () => {
    expect(isMyDataExport(data)).toBe(true);
    expect(isMyDataExport({ ...data, forum_topicos: null })).toBe(false);
    expect(isMyDataExport(null)).toBe(false);
  });
});
