// DECISIONS.md 7: the static list every page of this remote is built on.
import { ALL_STATES_ID, RECEITA_FEDERAL_ID, RELACIONADAS_ID, STATES } from '@semmultas/shared/states';
import { createQueryClient } from '@semmultas/shared/query';
import { getStates, parseStates, statesQueryOptions } from '../api/get-states';

const EXPECTED = [
  'Acre',
  'Alagoas',
  'Amapá',
  'Amazonas',
  'Bahia',
  'Ceará',
  'Distrito Federal',
  'Espírito Santo',
  'Goiás',
  'Maranhão',
  'Mato Grosso',
  'Mato Grosso do Sul',
  'Minas Gerais',
  'Pará',
  'Paraíba',
  'Paraná',
  'Pernambuco',
  'Piauí',
  'Rio de Janeiro',
  'Rio Grande do Norte',
  'Rio Grande do Sul',
  'Rondônia',
  'Roraima',
  'Santa Catarina',
  'São Paulo',
  'Sergipe',
  'Tocantins',
];
const SIGLAS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
];

describe('the states list (DECISIONS.md 7)', () => {
  it('has the 27 federative units with ids 1–27 in the decided order', () => {
    expect(STATES).toHaveLength(27);
    expect(STATES.map((s) => s.id)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));
    expect(STATES.map((s) => s.state_name)).toEqual(EXPECTED);
  });
  it('is in alphabetical order of the names (pt-BR collation)', () => {
    const sorted = [...STATES].sort((a, b) => a.state_name.localeCompare(b.state_name, 'pt-BR'));
    expect(sorted.map((s) => s.id)).toEqual(STATES.map((s) => s.id));
  });
  it('gives every unit its own two-letter sigla', () => {
    expect(STATES.map((s) => s.sigla)).toEqual(SIGLAS);
    expect(new Set(STATES.map((s) => s.sigla)).size).toBe(27);
    for (const s of STATES) expect(s.sigla).toMatch(/^[A-Z]{2}$/);
  });
  it('points every unit at the image the shell ships', () => {
    for (const s of STATES) expect(s.image_url).toBe(`/states/${s.sigla.toLowerCase()}.webp`);
  });
  it('keeps 28, 29 and 30 for Receita Federal, Relacionadas and all states', () => {
    expect([RECEITA_FEDERAL_ID, RELACIONADAS_ID, ALL_STATES_ID]).toEqual([28, 29, 30]);
    expect(STATES.some((s) => s.id >= 28)).toBe(false);
  });
});

describe('reading /states.json', () => {
  it('keeps a state without sigla (so the page can say so) and drops malformed rows', () => {
    expect(
      parseStates([
        { id: 1, state_name: 'Acre', sigla: ' ac ', image_url: '/states/ac.svg' },
        { id: 99, state_name: 'Sem sigla' },
        { nome: 'x' },
        null,
      ]),
    ).toEqual([
      { id: 1, state_name: 'Acre', sigla: 'AC', image_url: '/states/ac.svg' },
      { id: 99, state_name: 'Sem sigla', sigla: '', image_url: '' },
    ]);
    expect(() => parseStates({})).toThrow();
  });

  it('fetches the list once', async () => {
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => STATES }));
    const client = createQueryClient();
    const states = statesQueryOptions(fetchImpl as unknown as typeof fetch);
    await expect(client.fetchQuery(states)).resolves.toHaveLength(27);
    await client.fetchQuery(states);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/states.json', expect.anything());
  });

  it('falls back to the bundled copy when /states.json cannot be read', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => JSON.parse('<html>') }));
    await expect(getStates(fetchImpl as unknown as typeof fetch)).resolves.toBe(STATES);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
