// From the database rows to the engine's inputs, and the engine's occurrences to what the page
// lists: one company or all, marks applied, overdue first, grouped by week (Monday to Sunday).
import {
  addDias,
  diaDaSemana,
  feriadosLocais,
  formatarData,
  mesclarAtos,
  nomeDoDiaDaSemana,
  obrigacoesDoPerfil,
  type AtoExtraordinario,
  type ObrigacaoId,
  type Ocorrencia,
  type PerfilEmpresa,
  type Regime,
} from '@semmultas/shared/agenda/index';

export interface EmpresaRow {
  id: string;
  owner_id: string;
  nome: string;
  cnpj: string | null;
  regime: Regime;
  tem_empregados: boolean;
  uf: string;
  municipio: string | null;
  industria: boolean;
  retencoes: boolean;
  ecd_obrigatoria: boolean;
  apuracao_lucro_real: 'anual' | 'trimestral';
  quotas_irpj: 1 | 3;
  inicio_atividade: string | null;
}

export interface MarcaRow {
  id: number;
  empresa_id: string;
  obrigacao: string;
  competencia: string;
  status: 'pago' | 'entregue';
}

export interface AtoRow {
  id: string;
  ato: string;
  obrigacoes: string[];
  competencias: string[];
  territorio_tipo: 'brasil' | 'uf' | 'municipio';
  uf: string | null;
  municipio: string | null;
  nova_data: string;
  fonte: string | null;
}

/** The company's facts for the engine; `feriadosDoLocal`: its state's and town's holidays (feriadosLocais). */
export function perfilDaEmpresa(e: EmpresaRow, feriadosDoLocal: PerfilEmpresa['feriadosLocais'] = []): PerfilEmpresa {
  return {
    regime: e.regime,
    temEmpregados: e.tem_empregados,
    industria: e.industria,
    retencoes: e.retencoes,
    ecdObrigatoria: e.ecd_obrigatoria,
    apuracaoLucroReal: e.apuracao_lucro_real,
    quotasIrpj: e.quotas_irpj,
    inicioAtividade: e.inicio_atividade ?? undefined,
    uf: e.uf,
    municipio: e.municipio ?? undefined,
    feriadosLocais: feriadosDoLocal,
  };
}

/** The admin's acts (database) in the engine's shape; merged with the shipped ones by the engine. */
export function atoDoBanco(a: AtoRow): AtoExtraordinario {
  const territorio =
    a.territorio_tipo === 'municipio' && a.uf && a.municipio
      ? ({ tipo: 'municipio', uf: a.uf, municipio: a.municipio } as const)
      : a.territorio_tipo === 'uf' && a.uf
        ? ({ tipo: 'uf', uf: a.uf } as const)
        : ({ tipo: 'brasil' } as const);
  return {
    id: a.id,
    ato: a.ato,
    obrigacoes: a.obrigacoes as ObrigacaoId[],
    competencias: a.competencias,
    territorio,
    novaData: a.nova_data,
    fonte: a.fonte ?? undefined,
  };
}

export interface ItemAgenda extends Ocorrencia {
  /** `${empresa}|${obrigacao}|${competencia}`: the mark's key, and React's. */
  chave: string;
  empresa: EmpresaRow;
  marca?: MarcaRow;
  atrasado: boolean;
}

export const chaveDaMarca = (empresaId: string, obrigacao: string, competencia: string) => `${empresaId}|${obrigacao}|${competencia}`;

/** Every due date of the companies in [de, ate], with their marks; overdue = before today and not marked. */
export function itensDaAgenda(
  empresas: readonly EmpresaRow[],
  marcas: readonly MarcaRow[],
  atos: readonly AtoRow[],
  de: string,
  ate: string,
  hoje: string,
  /** The local holidays the owners added (empresa_feriados); the state ones come from the engine. */
  feriados: readonly { empresa_id: string; data: string; nome: string }[] = [],
): ItemAgenda[] {
  const porChave = new Map(marcas.map((m) => [chaveDaMarca(m.empresa_id, m.obrigacao, m.competencia), m]));
  const extras = mesclarAtos(atos.map(atoDoBanco), []);
  const itens: ItemAgenda[] = [];
  for (const empresa of empresas) {
    // A due date can be moved into the next year: that year's holidays count too.
    const locais = feriadosLocais(empresa.uf, empresa.municipio ?? undefined, feriados.filter((f) => f.empresa_id === empresa.id), Number(de.slice(0, 4)), Number(ate.slice(0, 4)) + 1);
    for (const o of obrigacoesDoPerfil(perfilDaEmpresa(empresa, locais), de, ate, { atos: extras })) {
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

/** '2025-10' → '10/2025'; '2025-Q4' → '4º trimestre de 2025'; '2025' → '2025'. */
export function formatarCompetencia(competencia: string): string {
  const tri = /^(\d{4})-Q([1-4])$/.exec(competencia);
  if (tri) return `${tri[2]}º trimestre de ${tri[1]}`;
  const mes = /^(\d{4})-(\d{2})$/.exec(competencia);
  if (mes) return `${mes[2]}/${mes[1]}`;
  return competencia;
}

/** '2025-11-21' → '21/11/2025 (sexta-feira)'. */
export function dataPorExtenso(data: string): string {
  return `${formatarData(data, true)} (${nomeDoDiaDaSemana(data)})`;
}

/** What the mark is called for this kind of obligation. */
export function statusDoTipo(tipo: Ocorrencia['tipo']): 'pago' | 'entregue' {
  return tipo === 'pagamento' ? 'pago' : 'entregue';
}
