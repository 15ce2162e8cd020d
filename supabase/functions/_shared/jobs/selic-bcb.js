// The daily job's Selic step (issue 18): fetch the Banco Central's open data, SGS series 4390
// ("Taxa de juros - Selic acumulada no mês", % a.m., two decimals), and hand the closed months
// to public.selic_importar_bcb, which writes only new or changed months and records the run.
// SQL cannot fetch HTTP, so this part lives in the cron Edge Function (Web APIs only).
//
// Configuration (env): BCB_SGS_URL — the series' base address (tests point it at a stub);
// SELIC_BCB=off — no request at all, for a deployment that forbids egress (the admin then
// keeps the table by hand).
import { env } from '../env.js';

export const BCB_SGS_URL_PADRAO = 'https://api.bcb.gov.br/dados/serie/bcdata.sgs.4390/dados';
const FONTE = 'Banco Central do Brasil, SGS série 4390 (Selic acumulada no mês)';
const TEMPO_LIMITE_MS = 20_000;

/** 'YYYY-MM-DD' → 'dd/MM/yyyy', the BCB's date format. */
function dataBcb(iso) {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

/**
 * The BCB answer → [{ mes: 'YYYY-MM', taxa }] of the months already closed on `hoje` (the
 * current month's figure is partial). Throws on anything that is not the documented shape.
 * @param {unknown} corpo @param {string} hoje 'YYYY-MM-DD'
 * @returns {{ mes: string, taxa: number }[]}
 */
export function lerRespostaBcb(corpo, hoje) {
  if (!Array.isArray(corpo)) throw new Error('resposta do BCB não é uma lista');
  const mesAtual = hoje.slice(0, 7);
  /** @type {{ mes: string, taxa: number }[]} */
  const meses = [];
  for (const item of corpo) {
    const data = typeof item?.data === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(item.data) : null;
    const valor = typeof item?.valor === 'string' || typeof item?.valor === 'number' ? String(item.valor).trim() : '';
    if (!data || data[1] !== '01' || !/^\d{1,2}(\.\d{1,2})?$/.test(valor)) {
      throw new Error(`item inesperado na resposta do BCB: ${JSON.stringify(item).slice(0, 120)}`);
    }
    const mes = `${data[3]}-${data[2]}`;
    const taxa = Number(valor);
    if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(mes) || !(taxa > 0 && taxa < 10)) {
      throw new Error(`mês ou taxa fora do esperado na resposta do BCB: ${item.data} = ${valor}`);
    }
    if (mes < mesAtual) meses.push({ mes, taxa });
  }
  return meses;
}

/** Today in São Paulo, 'YYYY-MM-DD'. */
function hojeSaoPaulo() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/**
 * Runs the step once. Never throws: a failed or malformed answer is recorded as the run's
 * error (the table keeps what it had) and the other steps go on.
 * @param {{ db: { rpc: (fn: string, args: Record<string, unknown>) => Promise<any> }, today?: string,
 *           baseUrl?: string, ativo?: boolean, fetch?: typeof fetch, log?: (...a: unknown[]) => void }} o
 * @returns {Promise<number | 'desligado' | string>} months written, 'desligado', or 'erro: …'
 */
export async function atualizarSelicBcb({ db, today, baseUrl, ativo, fetch: fetchImpl = globalThis.fetch, log = () => {} }) {
  const ligado = ativo ?? env('SELIC_BCB') !== 'off';
  if (!ligado) return 'desligado';
  const hoje = today ?? hojeSaoPaulo();
  // The last two years: enough to catch a late revision, small enough for one answer.
  const inicio = `${Number(hoje.slice(0, 4)) - 1}-01-01`;
  const url = new URL(baseUrl ?? env('BCB_SGS_URL') ?? BCB_SGS_URL_PADRAO);
  url.searchParams.set('formato', 'json');
  url.searchParams.set('dataInicial', dataBcb(inicio));
  url.searchParams.set('dataFinal', dataBcb(hoje));

  /** @type {{ mes: string, taxa: number }[] | null} */
  let meses = null;
  let erro = null;
  try {
    const resposta = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(TEMPO_LIMITE_MS) });
    if (!resposta.ok) throw new Error(`BCB respondeu HTTP ${resposta.status}`);
    const texto = await resposta.text();
    let corpo;
    try {
      corpo = JSON.parse(texto);
    } catch {
      throw new Error('resposta do BCB não é JSON');
    }
    meses = lerRespostaBcb(corpo, hoje);
  } catch (e) {
    erro = `BCB SGS 4390: ${/** @type {Error} */ (e)?.message ?? String(e)}`;
    log('[daily] selic_bcb:', erro);
  }
  try {
    const n = await db.rpc('selic_importar_bcb', { p_dia: hoje, p_taxas: meses, p_erro: erro, p_fonte: FONTE });
    if (erro) return `erro: ${erro}`;
    return n === -1 ? 'erro: o banco recusou os meses do BCB (veja private.daily_job_runs)' : n;
  } catch (e) {
    const mensagem = /** @type {Error} */ (e)?.message ?? String(e);
    log('[daily] selic_bcb: could not record the run:', mensagem);
    return `erro: ${mensagem}`;
  }
}
