// Issue 19, reminders and the calendar feed: from the database rows (the same ones the remote
// reads) to what the daily job e-mails and what the .ics feed lists. Pure: the server runs it
// from the generated JS of this folder (scripts/build-agenda-engine.mjs).
import { addDias, diferencaEmDias } from './datas';
import { formatarCnpj } from './cnpj';
import { atoDoBanco, chaveDaMarca, perfilNoPeriodo, type AtoRow, type EmpresaRow, type FeriadoRow, type MarcaRow } from './banco';
import { AVISO_SEM_PAGAMENTO, PAGINAS_OFICIAIS, type PaginaOficial } from './links-oficiais';
import { formatarData, type ObrigacaoId } from './obrigacoes';
import { obrigacoesDoPerfil, type Ocorrencia } from './perfil';
import { dataPorExtenso, formatarCompetencia } from './textos';

/** The days before a due date a user may be reminded (0 = on the day). */
export const DIAS_DE_LEMBRETE = [7, 3, 1, 0] as const;

/** What the reminder job and the feed read: the rows of the companies one user sees. */
export interface DadosDaAgenda {
  empresas: readonly EmpresaRow[];
  marcas: readonly MarcaRow[];
  atos: readonly AtoRow[];
  /** The local holidays the owners added (the state ones come from the engine's table). */
  feriados?: readonly FeriadoRow[];
}

export interface ItemLembrete {
  obrigacao: ObrigacaoId;
  nome: string;
  competencia: string;
  /** '10/2025', '4º trimestre de 2025'. */
  competenciaTexto: string;
  data: string;
  /** '21/11/2025 (sexta-feira)'. */
  dataTexto: string;
  diasAte: number;
  explicacao: string;
  fundamento: string;
  ondeFazer: string;
  pagina: PaginaOficial;
}

export interface EmpresaNoLembrete {
  nome: string;
  /** Formatted: '11.222.333/0001-81'. */
  cnpj: string | null;
  itens: ItemLembrete[];
}

interface OcorrenciaDaEmpresa extends Ocorrencia {
  empresa: EmpresaRow;
  marcada: boolean;
}

/** Every occurrence of the companies in [de, ate], with the admin's acts merged by the engine. */
function ocorrencias(dados: DadosDaAgenda, de: string, ate: string): OcorrenciaDaEmpresa[] {
  const marcadas = new Set(dados.marcas.map((m) => chaveDaMarca(m.empresa_id, m.obrigacao, m.competencia)));
  const atos = dados.atos.map(atoDoBanco);
  return dados.empresas.flatMap((empresa) =>
    obrigacoesDoPerfil(perfilNoPeriodo(empresa, dados.feriados ?? [], de, ate), de, ate, { atos }).map((o) => ({
      ...o,
      empresa,
      marcada: marcadas.has(chaveDaMarca(empresa.id, o.obrigacao, o.competencia)),
    })),
  );
}

/**
 * The reminder of `hoje` for one user: what falls due exactly `dias` days from today (for each
 * day the user chose), not yet marked paid or filed, grouped per company (by name). Empty when
 * nothing is due on those days: no e-mail then.
 */
export function lembreteDoDia(dados: DadosDaAgenda, dias: readonly number[], hoje: string): EmpresaNoLembrete[] {
  const escolhidos = [...new Set(dias)].filter((d) => Number.isInteger(d) && d >= 0 && d <= 31);
  if (escolhidos.length === 0) return [];
  const alvos = new Set(escolhidos.map((d) => addDias(hoje, d)));
  const porEmpresa = new Map<string, EmpresaNoLembrete>();
  for (const o of ocorrencias(dados, hoje, addDias(hoje, Math.max(...escolhidos)))) {
    if (o.marcada || !alvos.has(o.data)) continue;
    let grupo = porEmpresa.get(o.empresa.id);
    if (!grupo) {
      grupo = { nome: o.empresa.nome, cnpj: o.empresa.cnpj ? formatarCnpj(o.empresa.cnpj) : null, itens: [] };
      porEmpresa.set(o.empresa.id, grupo);
    }
    grupo.itens.push({
      obrigacao: o.obrigacao,
      nome: o.nome,
      competencia: o.competencia,
      competenciaTexto: formatarCompetencia(o.competencia),
      data: o.data,
      dataTexto: dataPorExtenso(o.data),
      diasAte: diferencaEmDias(hoje, o.data),
      explicacao: o.explicacao,
      fundamento: o.fundamento,
      ondeFazer: o.ondeFazer,
      pagina: PAGINAS_OFICIAIS[o.obrigacao],
    });
  }
  return [...porEmpresa.values()].sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

/** One all-day event of the calendar feed. */
export interface EventoDoFeed {
  /** Stable across feeds and days: company, obligation, competência. */
  uid: string;
  data: string;
  resumo: string;
  descricao: string;
  url: string;
  /** Marked paid or filed: listed, without an alarm. */
  concluido: boolean;
}

/** The feed's window: what is overdue recently and the year ahead. */
export const FEED_DIAS_ATRAS = 90;
export const FEED_DIAS_ADIANTE = 400;

/** The calendar feed's events for the companies a user sees, in [hoje − 90, hoje + 400]. */
export function eventosDoFeed(dados: DadosDaAgenda, hoje: string, siteUrl: string): EventoDoFeed[] {
  const multiplas = dados.empresas.length > 1;
  return ocorrencias(dados, addDias(hoje, -FEED_DIAS_ATRAS), addDias(hoje, FEED_DIAS_ADIANTE)).map((o) => {
    const pagina = PAGINAS_OFICIAIS[o.obrigacao];
    const marca = o.tipo === 'pagamento' ? 'pago' : 'entregue';
    const resumo = `${o.marcada ? `✔ (${marca}) ` : ''}${o.nome} ${formatarCompetencia(o.competencia)}${multiplas ? ` — ${o.empresa.nome}` : ''}`;
    const descricao = [
      `${o.empresa.nome}: ${o.nome}, competência ${formatarCompetencia(o.competencia)}.`,
      `Vence em ${formatarData(o.data, true)}. Por que esta data: ${o.explicacao}.`,
      `Base legal: ${o.fundamento}.`,
      o.ato?.fonte ? `Fonte do ato: ${o.ato.fonte}` : '',
      `Onde fazer: ${o.ondeFazer} — ${pagina.url}`,
      AVISO_SEM_PAGAMENTO,
      `Agenda tributária: ${siteUrl}/agenda-tributaria`,
    ].filter(Boolean);
    return {
      uid: `${o.empresa.id}.${o.obrigacao}.${o.competencia}@semmultas`,
      data: o.data,
      resumo,
      descricao: descricao.join('\n'),
      url: pagina.url,
      concluido: o.marcada,
    };
  });
}
