import type { Conteudo } from '@semmultas/shared/types';
import {
  conteudoToFormValues,
  conteudoTypeLabel,
  imageAllowed,
  toConteudoPayload,
  validateConteudo,
  type ConteudoFormValues,
} from './conteudo-form';

const noPartner = { uf: null, cidade: '', especialidades: [], telefone: '', whatsapp: '', email_contato: '', site: '' };
const valid: ConteudoFormValues = {
  title: 'Contábil Silva',
  type: 1,
  author: 'Carla Silva',
  data: '2026-03-02',
  image: 'https://x.br/logo.png',
  content: '<p>Atende MEI.</p>',
  is_premium: false,
  ...noPartner,
};

describe('content form validation', () => {
  it('accepts a complete content of each type', () => {
    expect(validateConteudo(valid)).toEqual({});
    expect(validateConteudo({ ...valid, type: 2, image: '/apps/nff.png' })).toEqual({});
    expect(validateConteudo({ ...valid, type: 0, image: '' })).toEqual({});
    expect(validateConteudo({ ...valid, author: '' })).toEqual({});
  });

  it('says what is missing in an empty form', () => {
    expect(
      validateConteudo({ title: '', type: null, author: '', data: null, image: '', content: '', is_premium: false, ...noPartner }),
    ).toEqual({
      title: 'Informe o título.',
      type: 'Escolha o tipo.',
      data: 'Informe a data.',
      content: 'Escreva o conteúdo.',
    });
  });

  it('checks the limits the database checks', () => {
    expect(validateConteudo({ ...valid, title: 'x'.repeat(201) }).title).toBe('O título pode ter no máximo 200 caracteres.');
    expect(validateConteudo({ ...valid, author: 'x'.repeat(121) }).author).toBe('O autor pode ter no máximo 120 caracteres.');
    expect(validateConteudo({ ...valid, data: '2026-02-31' }).data).toBe('Data inválida');
    expect(validateConteudo({ ...valid, content: '<p>&nbsp;</p>' }).content).toBe('Escreva o conteúdo.');
  });

  it('checks the image link only where a picture is allowed (not for tips)', () => {
    expect(validateConteudo({ ...valid, image: 'logo.png' }).image).toBe(
      'A imagem deve ser um link http(s) ou um caminho que comece com /.',
    );
    expect(validateConteudo({ ...valid, image: 'javascript:x' }).image).toBeDefined();
    expect(validateConteudo({ ...valid, type: 0, image: 'logo.png' }).image).toBeUndefined();
    expect(imageAllowed(0)).toBe(false);
    expect(imageAllowed(1)).toBe(true);
    expect(imageAllowed(2)).toBe(true);
  });
});

describe("a partner accountant's region and contacts (issue 21)", () => {
  const partner = {
    ...valid,
    uf: 'SP',
    cidade: 'Campinas',
    especialidades: ['MEI'],
    telefone: '(19) 3333-4444',
    whatsapp: '19 93333-4444',
    email_contato: 'a@b.com.br',
    site: 'https://b.com.br',
  };

  it('accepts them and sends digits only', () => {
    expect(validateConteudo(partner)).toEqual({});
    expect(toConteudoPayload(partner)).toMatchObject({
      uf: 'SP',
      cidade: 'Campinas',
      telefone: '1933334444',
      whatsapp: '19933334444',
      especialidades: ['MEI'],
    });
  });

  it('says which contact is wrong', () => {
    expect(validateConteudo({ ...partner, telefone: '3333' }).telefone).toBe('Informe DDD e número (10 ou 11 dígitos).');
    expect(validateConteudo({ ...partner, whatsapp: '123' }).whatsapp).toBe('Informe DDD e número (10 ou 11 dígitos).');
    expect(validateConteudo({ ...partner, email_contato: 'a@b' }).email_contato).toBe('E-mail de contato inválido.');
    expect(validateConteudo({ ...partner, site: 'b.com.br' }).site).toBe('O site deve começar com http:// ou https://.');
    expect(validateConteudo({ ...partner, especialidades: Array.from({ length: 13 }, (_, i) => `E${i}`) }).especialidades).toBe(
      'Informe no máximo 12 especialidades.',
    );
  });

  it('sends none of them for a tip or an app', () => {
    expect(toConteudoPayload({ ...partner, type: 2 })).toMatchObject({ uf: null, cidade: null, especialidades: [], telefone: null });
  });
});

describe('content payload', () => {
  it('trims, sends blanks as null and never an image for a tip', () => {
    expect(toConteudoPayload({ ...valid, title: ' Contábil ', author: '  ' })).toEqual({
      title: 'Contábil',
      type: 1,
      author: null,
      data: '2026-03-02',
      image: 'https://x.br/logo.png',
      content: '<p>Atende MEI.</p>',
      is_premium: false,
      uf: null,
      cidade: null,
      especialidades: [],
      telefone: null,
      whatsapp: null,
      email_contato: null,
      site: null,
    });
    expect(toConteudoPayload({ ...valid, type: 0 }).image).toBeNull();
  });

  it('marks only tips as premium ("Dica Premium")', () => {
    expect(toConteudoPayload({ ...valid, type: 0, image: '', is_premium: true }).is_premium).toBe(true);
    expect(toConteudoPayload({ ...valid, type: 1, is_premium: true }).is_premium).toBe(false);
    expect(toConteudoPayload({ ...valid, type: 0, is_premium: false }).is_premium).toBe(false);
  });

  it('starts a new content dated today and reads a stored one back', () => {
    expect(conteudoToFormValues(null, '2026-11-21')).toEqual({
      title: '',
      type: null,
      author: '',
      data: '2026-11-21',
      image: '',
      content: '',
      is_premium: false,
      ...noPartner,
    });
    const stored: Conteudo = {
      id: 3,
      title: 'Dica',
      type: 0,
      author: null,
      data: '2026-01-05',
      image: null,
      content: null,
      is_premium: true,
    };
    expect(conteudoToFormValues(stored, '2026-11-21')).toEqual({
      title: 'Dica',
      type: 0,
      author: '',
      data: '2026-01-05',
      image: '',
      content: '',
      is_premium: true,
      ...noPartner,
    });
  });

  it("names the types, 'Tipo não encontrado' otherwise", () => {
    expect([0, 1, 2, 7].map(conteudoTypeLabel)).toEqual([
      'Dica tributária',
      'Contador parceiro',
      'Indicação de app',
      'Tipo não encontrado',
    ]);
  });
});
