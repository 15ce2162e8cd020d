import { unknownMarkers, validatePaginaLegal } from './pagina-legal-form';

const TEXT = '<p>Estes termos regem o uso do serviço de {{razao_social}}, CNPJ {{ cnpj }}.</p>';

describe('validatePaginaLegal', () => {
  it('accepts a title and a text with the known markers', () => {
    expect(validatePaginaLegal({ title: 'Termos de Uso', content: TEXT })).toEqual({});
  });

  it('asks for a title and a text', () => {
    expect(validatePaginaLegal({ title: ' a ', content: '<p>&nbsp;</p>' })).toEqual({
      title: 'Escreva o título (pelo menos 3 caracteres).',
      content: 'Escreva o texto da página.',
    });
  });

  it('names a marker written with a slip, and the ones that exist', () => {
    expect(unknownMarkers('{{razao}} {{cnpj}} {{ Endereco }}')).toEqual(['razao', 'Endereco']);
    expect(validatePaginaLegal({ title: 'Termos', content: `${TEXT} {{razao}}` }).content).toBe(
      'Marcador desconhecido: {{razao}}. Use {{razao_social}}, {{cnpj}}, {{endereco}}, {{email_contato}}.',
    );
  });
});
