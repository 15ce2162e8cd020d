/** @jest-environment node */
import { EMPTY_ATO, lerCompetenciaDigitada, toAtoPayload, validateAto, type AtoFormValues } from './ato-form';

const valido: AtoFormValues = {
  ...EMPTY_ATO,
  ato: 'Portaria RFB 9.999/2026',
  obrigacoes: ['DAS', 'DAS-MEI'],
  competencias: ['3/2026', '2026-04'],
  nova_data: '2026-05-29',
  fonte: 'https://www.in.gov.br/portaria-9999',
};

describe('o formulário do ato extraordinário', () => {
  it('aceita um ato completo e envia as competências no formato do motor', () => {
    expect(validateAto(valido)).toEqual({});
    expect(toAtoPayload(valido)).toEqual({
      ato: 'Portaria RFB 9.999/2026',
      obrigacoes: ['DAS', 'DAS-MEI'],
      competencias: ['2026-03', '2026-04'],
      territorio_tipo: 'brasil',
      uf: null,
      municipio: null,
      nova_data: '2026-05-29',
      fonte: 'https://www.in.gov.br/portaria-9999',
      descricao: null,
    });
  });

  it('lê MM/AAAA, AAAA-MM, trimestre e ano; recusa o resto', () => {
    expect(['10/2025', '2025-10', '2025-q1', '2025', '13/2025', '2025-13', 'out/2025'].map(lerCompetenciaDigitada)).toEqual([
      '2025-10',
      '2025-10',
      '2025-Q1',
      '2025',
      null,
      null,
      null,
    ]);
  });

  it('diz o que falta, campo a campo', () => {
    expect(validateAto({ ...EMPTY_ATO, territorio_tipo: 'municipio', competencias: ['out/2025'], fonte: 'www.gov.br' })).toEqual({
      ato: 'Informe o ato (por exemplo, "Res. CGSN 179/2025").',
      obrigacoes: 'Escolha ao menos uma obrigação.',
      competencias: 'Competência inválida: out/2025 (use MM/AAAA, AAAA-Qn ou AAAA).',
      uf: 'Informe a UF do ato.',
      municipio: 'Informe o município do ato.',
      nova_data: 'Informe a nova data de vencimento.',
      fonte: 'Informe o link da fonte oficial do ato (https://…).',
    });
  });

  it('um ato municipal leva UF e município; um nacional, nenhum dos dois', () => {
    const local = toAtoPayload({ ...valido, territorio_tipo: 'municipio', uf: 'PR', municipio: ' Rio Bonito do Iguaçu ' });
    expect(local).toMatchObject({ territorio_tipo: 'municipio', uf: 'PR', municipio: 'Rio Bonito do Iguaçu' });
    expect(toAtoPayload({ ...valido, uf: 'PR', municipio: 'X' })).toMatchObject({ uf: null, municipio: null });
  });
});
