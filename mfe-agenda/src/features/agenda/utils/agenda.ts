// From the database rows to the engine's inputs, and the engine's occurrences to what the page
// lists: one company or all, marks applied, overdue first, grouped by week (Monday to Sunday).
import { addDias, diaDaSemana, formatarData, mesclarAtos, obrigacoesDoPerfil, type Ocorrencia } from '@semmultas/shared/agenda/index';
import {
  atoDoBanco,
  chaveDaMarca,
  perfilNoPeriodo,
  type AtoRow,
  type EmpresaRow,
  type FeriadoRow,
  type MarcaRow,
} from '@semmultas/shared/agenda/banco';

export interface ItemAgenda extends Ocorrencia {
  /** `${empresa}|${obrigacao}|${competencia}`: the mark's key, and React's. */
  chave: string;
  empresa: EmpresaRow;
  marca?: MarcaRow;
  atrasado: boolean;
}

/** Every due date of the companies in [de, ate], with their marks; overdue = before today and not marked. */
export function itensDaAgenda(
  empresas: readonly EmpresaRow[],
  marcas: readonly MarcaRow[],
  atos: readonly AtoRow[],
  de: string,
  ate: string,
  hoje: string,
  /** The local holidays the owners added (empresa_feriados); the state ones come from the engine. */
  feriados: readonly FeriadoRow[] = [],
): ItemAgenda[] {
  const porChave = new Map(marcas.map((m) => [chaveDaMarca(m.empresa_id, m.obrigacao, m.competencia), m]));
  const extras = mesclarAtos(atos.map(atoDoBanco), []);
  const itens: ItemAgenda[] = [];
  for (const empresa of empresas) {
    for (const o of obrigacoesDoPerfil(perfilNoPeriodo(empresa, feriados, de, ate), de, ate, { atos: extras })) {
      const chave = chaveDaMarca(empresa.id, o.obrigacao, o.competencia);
      const marca = porChave.get(chave);
      itens.push({ ...o, chave, empresa, marca, atrasado: !marca && o.data < hoje });
    }
  }
  return itens.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : a.empresa.nome.localeCompare(b.empresa.nome, 'pt-BR')));
}

/** Monday of the week of `data`. */
export function segundaDaSemana(data: string): string {
  return addDias(data, -((diaDaSemana(data) + 6) % 7));
}

export interface Semana {
  inicio: string;
  fim: string;
  titulo: string;
  itens: ItemAgenda[];
}

/** Groups items (already in date order) by week: "Esta semana", "Próxima semana", "Semana de 07/12 a 13/12". */
export function agruparPorSemana(itens: readonly ItemAgenda[], hoje: string): Semana[] {
  const semanas: Semana[] = [];
  const estaSemana = segundaDaSemana(hoje);
  for (const item of itens) {
    const inicio = segundaDaSemana(item.data);
    let semana = semanas[semanas.length - 1];
    if (!semana || semana.inicio !== inicio) {
      const fim = addDias(inicio, 6);
      const titulo =
        inicio === estaSemana
          ? 'Esta semana'
          : inicio === addDias(estaSemana, 7)
            ? 'Próxima semana'
            : `Semana de ${formatarData(inicio)} a ${formatarData(fim)}`;
      semana = { inicio, fim, titulo, itens: [] };
      semanas.push(semana);
    }
    semana.itens.push(item);
  }
  return semanas;
}

/** What the mark is called for this kind of obligation. */
export function statusDoTipo(tipo: Ocorrencia['tipo']): 'pago' | 'entregue' {
  return tipo === 'pagamento' ? 'pago' : 'entregue';
}
