// Calendar dates as 'YYYY-MM-DD' strings (DECISIONS.md 18; AGENDA.md §9 item 8). No `Date` at
// all: a date is turned into a whole number of days (days since 1970-01-01 in the proleptic
// Gregorian calendar) and back with integer arithmetic only, so there is no time zone, no
// daylight-saving jump and no "UTC off-by-one" to get wrong.

/** The years the holiday rules below are written for (20/11 from 2024; the 1949–2002 laws). */
export const ANO_MINIMO = 2000;
export const ANO_MAXIMO = 2099;

const FORMATO = /^(\d{4})-(\d{2})-(\d{2})$/;
const NOMES_DIAS = ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'];

export function ehBissexto(ano: number): boolean {
  return (ano % 4 === 0 && ano % 100 !== 0) || ano % 400 === 0;
}

export function diasNoMes(ano: number, mes: number): number {
  if (mes === 2) return ehBissexto(ano) ? 29 : 28;
  return [4, 6, 9, 11].includes(mes) ? 30 : 31;
}

function doisDigitos(n: number): string {
  return String(n).padStart(2, '0');
}

/** 2026, 2, 5 → '2026-02-05'. */
export function montarData(ano: number, mes: number, dia: number): string {
  return `${String(ano).padStart(4, '0')}-${doisDigitos(mes)}-${doisDigitos(dia)}`;
}

/** Whether `data` is a real calendar date written as 'YYYY-MM-DD' (no range check). */
export function ehDataValida(data: unknown): data is string {
  if (typeof data !== 'string') return false;
  const m = FORMATO.exec(data);
  if (!m) return false;
  const ano = Number(m[1]);
  const mes = Number(m[2]);
  const dia = Number(m[3]);
  return mes >= 1 && mes <= 12 && dia >= 1 && dia <= diasNoMes(ano, mes);
}

/**
 * Reads a 'YYYY-MM-DD' date inside the calendar's range, or throws a RangeError whose message
 * the page can show. `rotulo` names the field ("Data de pagamento").
 */
export function lerData(data: unknown, rotulo = 'Data'): { ano: number; mes: number; dia: number } {
  if (!ehDataValida(data)) {
    throw new RangeError(`${rotulo} deve ser uma data válida no formato AAAA-MM-DD.`);
  }
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number];
  if (ano < ANO_MINIMO || ano > ANO_MAXIMO) {
    throw new RangeError(`${rotulo} deve estar entre ${ANO_MINIMO} e ${ANO_MAXIMO}: o calendário de feriados só cobre esses anos.`);
  }
  return { ano, mes, dia };
}

/** Days since 1970-01-01 (H. Hinnant's days_from_civil, integers only). */
export function numeroDoDia(data: string): number {
  const { ano, mes, dia } = lerData(data);
  const a = mes <= 2 ? ano - 1 : ano;
  const era = Math.floor(a / 400);
  const anoDaEra = a - era * 400;
  const diaDoAno = Math.floor((153 * (mes + (mes > 2 ? -3 : 9)) + 2) / 5) + dia - 1;
  const diaDaEra = anoDaEra * 365 + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100) + diaDoAno;
  return era * 146097 + diaDaEra - 719468;
}

/** The inverse of numeroDoDia (civil_from_days). */
export function dataDoNumero(numero: number): string {
  if (!Number.isInteger(numero)) throw new RangeError('O número do dia deve ser inteiro.');
  const z = numero + 719468;
  const era = Math.floor(z / 146097);
  const diaDaEra = z - era * 146097;
  const anoDaEra = Math.floor(
    (diaDaEra - Math.floor(diaDaEra / 1460) + Math.floor(diaDaEra / 36524) - Math.floor(diaDaEra / 146096)) / 365,
  );
  const diaDoAno = diaDaEra - (365 * anoDaEra + Math.floor(anoDaEra / 4) - Math.floor(anoDaEra / 100));
  const mp = Math.floor((5 * diaDoAno + 2) / 153);
  const dia = diaDoAno - Math.floor((153 * mp + 2) / 5) + 1;
  const mes = mp < 10 ? mp + 3 : mp - 9;
  const ano = anoDaEra + era * 400 + (mes <= 2 ? 1 : 0);
  return montarData(ano, mes, dia);
}

/** '2026-01-31' + 1 → '2026-02-01'. `dias` may be negative. */
export function addDias(data: string, dias: number): string {
  if (!Number.isInteger(dias)) throw new RangeError('O número de dias deve ser inteiro.');
  const resultado = dataDoNumero(numeroDoDia(data) + dias);
  lerData(resultado, 'A data resultante');
  return resultado;
}

/** Calendar days from `inicio` to `fim` (fim − inicio); negative when fim is earlier. */
export function diferencaEmDias(inicio: string, fim: string): number {
  return numeroDoDia(fim) - numeroDoDia(inicio);
}

/** 0 = domingo … 6 = sábado. 1970-01-01 was a Thursday. */
export function diaDaSemana(data: string): number {
  return (((numeroDoDia(data) + 4) % 7) + 7) % 7;
}

export function nomeDoDiaDaSemana(data: string): string {
  return NOMES_DIAS[diaDaSemana(data)]!;
}

export function ehFimDeSemana(data: string): boolean {
  const d = diaDaSemana(data);
  return d === 0 || d === 6;
}
