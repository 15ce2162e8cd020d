/** @jest-environment node */
// The browser (this file's TypeScript) and the checkout action (the JS generated into the Edge
// Functions' engine) must accept and refuse the same payer documents: every case runs on both.
import fc from 'fast-check';
import * as ts from './index';
// @ts-expect-error -- generated plain JS without declarations: typed below as the module it comes from
import * as generated from '../../../supabase/functions/_shared/agenda/engine/index.js';

const js = generated as typeof ts;

const impls = [
  ['shared/src/agenda', ts],
  ['Edge Functions', js],
] as const;

const VALIDOS: [string, 'cpf' | 'cnpj', string][] = [
  ['529.982.247-25', 'cpf', '52998224725'],
  ['52998224725', 'cpf', '52998224725'],
  [' 111.444.777-35 ', 'cpf', '11144477735'],
  ['11.222.333/0001-81', 'cnpj', '11222333000181'],
  ['11222333000181', 'cnpj', '11222333000181'],
  ['12.abc.345/01de-35', 'cnpj', '12ABC34501DE35'],
];

const INVALIDOS: [string, string][] = [
  ['', 'Informe o CPF ou o CNPJ.'],
  ['   ', 'Informe o CPF ou o CNPJ.'],
  ['529.982.247-24', 'CPF inválido: confira os números.'],
  ['111.111.111-11', 'CPF inválido: confira os números.'],
  ['11.222.333/0001-82', 'CNPJ inválido: confira os números.'],
  ['00000000000000', 'CNPJ inválido: confira os números.'],
  ['12ABC34501DE36', 'CNPJ inválido: confira os números.'],
  ['5299822472', 'Digite um CPF (11 números) ou um CNPJ (14 caracteres).'],
  ['abc', 'Digite um CPF (11 números) ou um CNPJ (14 caracteres).'],
];

describe.each(impls)('CPF ou CNPJ do pagador (%s)', (_nome, impl) => {
  it.each(VALIDOS)('%s é %s válido', (texto, tipo, numero) => {
    expect(impl.documentoPagador(texto)).toEqual({ tipo, numero });
    expect(impl.erroDocumentoPagador(texto)).toBeNull();
  });

  it.each(INVALIDOS)('%j é recusado: %s', (texto, erro) => {
    expect(impl.documentoPagador(texto)).toBeNull();
    expect(impl.erroDocumentoPagador(texto)).toBe(erro);
  });

  it('CPF: formata e só um par de dígitos verificadores vale para cada base', () => {
    expect(impl.formatarCpf('52998224725')).toBe('529.982.247-25');
    expect(impl.cpfValido('529.982.247-25')).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), (base) => {
        if (/^(\d)\1{8}$/.test(base)) return;
        const validos = Array.from({ length: 100 }, (_, i) => `${base}${String(i).padStart(2, '0')}`).filter(impl.cpfValido);
        expect(validos).toHaveLength(1);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['Ana Souza', null],
    ['  Padaria   Pão Quente Ltda ', null],
    ['', 'Informe o nome completo ou a razão social.'],
    ['Al', 'Nome muito curto: informe o nome completo ou a razão social.'],
    ['123', 'Nome muito curto: informe o nome completo ou a razão social.'],
    ['A'.repeat(101), 'Use no máximo 100 caracteres.'],
  ])('nome %j → %s', (nome, erro) => {
    expect(impl.erroNomePagador(nome)).toBe(erro);
  });
});

it('as duas implementações concordam em qualquer texto', () => {
  fc.assert(
    fc.property(fc.oneof(fc.stringMatching(/^[0-9./ -]{0,18}$/), fc.stringMatching(/^[0-9A-Za-z]{12}[0-9]{2}$/)), (texto) => {
      expect(js.documentoPagador(texto)).toEqual(ts.documentoPagador(texto));
      expect(js.erroDocumentoPagador(texto)).toBe(ts.erroDocumentoPagador(texto));
    }),
    { numRuns: 500 },
  );
});
