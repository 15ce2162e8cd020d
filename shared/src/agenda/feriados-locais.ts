// Local holidays for the tax calendar (issue 19; AGENDA.md §2, §8 item 7, §9 item 6): the
// company's state holidays from a small checked table, and the municipal ones the user adds.
// They matter only for payments (a guide cannot be paid where the banks are closed); the engine
// applies them on the payment calendar only (obrigacoes.ts `Local.feriados`).
//
// Why a table and not the `date-holidays` package: it weighs about 1,7 MB unpacked for every
// country, and its Brazilian state data was not checked against the state laws here. Each row
// below carries its source; a state not listed has no state holiday in the calendar yet, and the
// user can add it as a local holiday of the company.
import { montarData } from './datas';

export interface FeriadoEstadual {
  uf: string;
  mes: number;
  dia: number;
  nome: string;
  fonte: string;
}

/** Fixed-date state holidays, checked against AGENDA.md §5 (the only ones confirmed so far). */
export const FERIADOS_ESTADUAIS: readonly FeriadoEstadual[] = [
  {
    uf: 'SP',
    mes: 7,
    dia: 9,
    nome: 'Revolução Constitucionalista de 1932',
    fonte: 'AGENDA.md §5 (Agenda Tributária Paulista); Lei estadual 9.497/1997',
  },
  { uf: 'RJ', mes: 4, dia: 23, nome: 'Dia de São Jorge', fonte: 'AGENDA.md §5; Lei estadual 5.198/2008' },
];

export interface FeriadoLocal {
  data: string;
  nome: string;
  /** "estadual em SP", "municipal em Campinas". */
  ambito: string;
}

/**
 * The company's local holidays from `anoDe` to `anoAte`: its state's (table above) and the
 * municipal ones the user added (already 'YYYY-MM-DD').
 */
export function feriadosLocais(
  uf: string | undefined,
  municipio: string | undefined,
  municipais: readonly { data: string; nome: string }[],
  anoDe: number,
  anoAte: number,
): FeriadoLocal[] {
  const lista: FeriadoLocal[] = [];
  const sigla = uf?.toUpperCase();
  for (const f of FERIADOS_ESTADUAIS) {
    if (f.uf !== sigla) continue;
    for (let ano = anoDe; ano <= anoAte; ano++)
      lista.push({ data: montarData(ano, f.mes, f.dia), nome: f.nome, ambito: `estadual em ${f.uf}` });
  }
  const ondeMunicipal = municipio ? `municipal em ${municipio}` : 'municipal';
  for (const f of municipais) lista.push({ data: f.data, nome: f.nome, ambito: ondeMunicipal });
  return lista.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
}
