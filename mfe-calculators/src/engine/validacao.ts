// Reading and checking the user's input. Every problem becomes an EntradaInvalidaError (a
// RangeError) whose message is the Portuguese sentence the page shows next to the field.
import { centavos, Decimal } from './decimal';

/** The words the user sees for each input field, by field name. */
export const ROTULOS_CAMPOS = {
  // ICMS-ST
  vProd: 'Valor dos produtos',
  vFrete: 'Valor do frete',
  vSeg: 'Valor do seguro',
  vOutro: 'Valor de outras despesas acessórias',
  vDesc: 'Valor do desconto',
  pIPI: 'Alíquota do IPI',
  pICMSInter: 'Alíquota interestadual',
  pICMSIntra: 'Alíquota interna do destino',
  pMVAST: 'MVA original',
  ajustarMVA: 'Ajustar a MVA',
  pRedBC: 'Redução da base do ICMS próprio',
  pRedBCST: 'Redução da base do ICMS-ST',
  pFCPST: 'Percentual do FCP-ST',
  ipiNaBaseProprio: 'IPI na base do ICMS próprio',
  // Importação
  valorAduaneiro: 'Valor aduaneiro',
  taxaCambio: 'Taxa de câmbio',
  pII: 'Alíquota do II',
  pPIS: 'Alíquota do PIS-Importação',
  pCOFINS: 'Alíquota da COFINS-Importação',
  vII: 'Valor do II',
  vIPI: 'Valor do IPI',
  vPIS: 'Valor do PIS-Importação',
  vCOFINS: 'Valor da COFINS-Importação',
  vAFRMM: 'Valor do AFRMM',
  vArmazenagem: 'Valor da armazenagem',
  vSiscomex: 'Valor da taxa Siscomex',
  vMulta: 'Valor das multas',
  vOutras: 'Valor de outras despesas aduaneiras',
  pICMS: 'Alíquota do ICMS',
  pFCP: 'Percentual do FCP',
  // DIFAL
  vOperacao: 'Valor da operação',
  pICMSIntraDestino: 'Alíquota interna do destino',
  metodo: 'Método de cálculo do DIFAL',
  // UF pickers
  ufOrigem: 'UF de origem',
  ufDestino: 'UF de destino',
  importado: 'Mercadoria importada',
} as const;

export type CampoEntrada = keyof typeof ROTULOS_CAMPOS;

// Portuguese agrees the adjective with the noun: "Alíquota ... é obrigatória".
const FEMININOS: ReadonlySet<CampoEntrada> = new Set<CampoEntrada>([
  'pIPI',
  'pICMSInter',
  'pICMSIntra',
  'pMVAST',
  'pRedBC',
  'pRedBCST',
  'taxaCambio',
  'pII',
  'pPIS',
  'pCOFINS',
  'pICMS',
  'pICMSIntraDestino',
  'ufOrigem',
  'ufDestino',
  'importado',
]);

export class EntradaInvalidaError extends RangeError {
  readonly campo: CampoEntrada;

  constructor(campo: CampoEntrada, mensagem: string) {
    super(mensagem);
    this.name = 'EntradaInvalidaError';
    this.campo = campo;
    // Keeps instanceof working if a bundler transpiles classes down to ES5.
    Object.setPrototypeOf(this, new.target.prototype);
  }
}

export function rotulo(campo: CampoEntrada): string {
  return ROTULOS_CAMPOS[campo];
}

export function erroObrigatorio(campo: CampoEntrada): EntradaInvalidaError {
  const terminacao = FEMININOS.has(campo) ? 'a' : 'o';
  return new EntradaInvalidaError(campo, `${rotulo(campo)} é obrigatóri${terminacao}.`);
}

function erroNaoNegativo(campo: CampoEntrada): EntradaInvalidaError {
  return new EntradaInvalidaError(campo, `${rotulo(campo)} deve ser um número maior ou igual a zero.`);
}

function ausente(valor: unknown): valor is undefined | null {
  return valor === undefined || valor === null;
}

function lerNaoNegativo(valor: unknown, campo: CampoEntrada): Decimal {
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor < 0) throw erroNaoNegativo(campo);
  return new Decimal(valor);
}

interface Opcoes {
  obrigatorio?: boolean;
}

/**
 * An amount in reais. Rounded half-up to centavos because it is an NF-e field (ICMS.md);
 * the page types cents (DECISIONS.md 10), so this only matters for direct callers.
 */
export function lerDinheiro(valor: unknown, campo: CampoEntrada, opcoes: Opcoes = {}): Decimal {
  if (ausente(valor)) {
    if (opcoes.obrigatorio) throw erroObrigatorio(campo);
    return new Decimal(0);
  }
  return centavos(lerNaoNegativo(valor, campo));
}

/** An amount given by the user that replaces a computed one, or undefined when not given. */
export function lerDinheiroOpcional(valor: unknown, campo: CampoEntrada): Decimal | undefined {
  return ausente(valor) ? undefined : lerDinheiro(valor, campo);
}

/** A non-negative number that is not money (an amount in foreign currency). */
export function lerNumero(valor: unknown, campo: CampoEntrada, opcoes: Opcoes = {}): Decimal {
  if (ausente(valor)) {
    if (opcoes.obrigatorio) throw erroObrigatorio(campo);
    return new Decimal(0);
  }
  return lerNaoNegativo(valor, campo);
}

/** A number that must be above zero (an exchange rate). */
export function lerPositivo(valor: unknown, campo: CampoEntrada, padrao: number): Decimal {
  if (ausente(valor)) return new Decimal(padrao);
  if (typeof valor !== 'number' || !Number.isFinite(valor) || valor <= 0) {
    throw new EntradaInvalidaError(campo, `${rotulo(campo)} deve ser um número maior que zero.`);
  }
  return new Decimal(valor);
}

/**
 * A rate or reduction in percent: at least 0 and below 100. A tax of 100 % or more would
 * swallow the whole price and makes the "por dentro" divisors zero or negative.
 */
export function lerPercentual(valor: unknown, campo: CampoEntrada, opcoes: Opcoes & { padrao?: number } = {}): Decimal {
  if (ausente(valor)) {
    if (opcoes.padrao !== undefined) return new Decimal(opcoes.padrao);
    if (opcoes.obrigatorio) throw erroObrigatorio(campo);
    return new Decimal(0);
  }
  const lido = lerNaoNegativo(valor, campo);
  if (lido.greaterThanOrEqualTo(100)) {
    throw new EntradaInvalidaError(campo, `${rotulo(campo)} deve ser menor que 100%.`);
  }
  return lido;
}

/** A rate given by the user, or undefined when absent (so a default can be looked up). */
export function lerPercentualOpcional(valor: unknown, campo: CampoEntrada): Decimal | undefined {
  return ausente(valor) ? undefined : lerPercentual(valor, campo);
}

/** The MVA is a margin, not a tax: above 100 % is common (drinks, cosmetics), only < 0 is wrong. */
export function lerMargem(valor: unknown, campo: CampoEntrada): Decimal {
  if (ausente(valor)) throw erroObrigatorio(campo);
  return lerNaoNegativo(valor, campo);
}

export function lerBooleano(valor: unknown, campo: CampoEntrada, padrao: boolean): boolean {
  if (ausente(valor)) return padrao;
  if (typeof valor !== 'boolean') {
    throw new EntradaInvalidaError(campo, `${rotulo(campo)} deve ser sim ou não.`);
  }
  return valor;
}

/**
 * For the page: the field and message of an input error, to show next to the field, or
 * undefined for anything else (which is a bug and should surface as one).
 */
export function erroDeEntrada(erro: unknown): { campo: CampoEntrada; mensagem: string } | undefined {
  return erro instanceof EntradaInvalidaError ? { campo: erro.campo, mensagem: erro.message } : undefined;
}
