// What the API and browser suites expect of the cash-flow ledger's database, for tests only.

/**
 * The categories a new ledger starts with, in order (migration 20261123000500): written here
 * from the migration, not read from the app, so a change to either is seen by the tests.
 */
export const DEFAULT_CATEGORIES = [
  'Vendas',
  'Serviços prestados',
  'Energia elétrica',
  'Água',
  'Internet e telefone',
  'Aluguel',
  'Salários',
  'Pró-labore',
  'Impostos e taxas',
  'Tarifas bancárias',
  'Fornecedores',
  'Combustível',
  'Marketing',
  'Outros',
] as const;
