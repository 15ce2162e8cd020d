// GENERATED from shared/src/agenda/feriados-locais.ts by scripts/build-agenda-engine.mjs: do not edit.
// Local holidays for the tax calendar (issue 19; AGENDA.md §2, §8 item 7, §9 item 6): the
// company's state holidays from a small checked table, and the municipal ones the user adds.
// They matter only for payments (a guide cannot be paid where the banks are closed); the engine
// applies them on the payment calendar only (obrigacoes.ts `Local.feriados`).
//
// Why a table and not the `date-holidays` package: it weighs about 1,7 MB unpacked for every
// country, and its Brazilian state data is partly wrong: it still lists 19/12 for PR (revoked by
// Lei 18.384/2014) and the first Sunday of March for PE (6 March since Lei 16.059/2017). It was
// used only as a list of candidates; each row below was checked against the state law and
// carries its source. A state is in UFS_CONFERIDAS only when its state holidays were checked
// (all of them, or that it has none on a business day: SEM_FERIADO_ESTADUAL); for any other
// state (and for TO, checked only in part: CONFERENCIA_PARCIAL) the UI says so, and the user adds
// the state holiday as a local holiday of the company.
//
// Fixed-date (and one Easter-based, ES's) civil or religious holidays that a state law or the
// state constitution made a holiday, in force today or in the past, that do not coincide with a
// national bank holiday (feriados.ts): MG's and DF's 21/04 are Tiradentes already, and 20/11 is
// national from 2024 (so MT's state 20/11 row ends in 2023). `desde` / `ate` are the first and last
// years the holiday applies, so a past year never changes when a row is added or revoked.
//
// Not in the table, on purpose: holidays the state declares but the banks keep open (AL's São João
// and Dia do Evangélico, by the bank workers' union and Febraban), and state laws the STF struck down
// (RO's 18/06, ADI 3.940; AP's 25/07, 2018). Weekday-transfer laws (AC's Lei 2.126/2009, AL's Lei
// 7.530/2013 for 30/11) apply only to states left unchecked or to dates the banks ignore.
import { addDias, ehDataValida, montarData } from './datas.js';
import { pascoa } from './feriados.js';
/** The 26 states and the Distrito Federal. */
export const UFS = [
    'AC',
    'AL',
    'AM',
    'AP',
    'BA',
    'CE',
    'DF',
    'ES',
    'GO',
    'MA',
    'MG',
    'MS',
    'MT',
    'PA',
    'PB',
    'PE',
    'PI',
    'PR',
    'RJ',
    'RN',
    'RO',
    'RR',
    'RS',
    'SC',
    'SE',
    'SP',
    'TO',
];
/** State holidays, each checked against its law (see `fonte`). */
export const FERIADOS_ESTADUAIS = [
    {
        uf: 'AP',
        mes: 9,
        dia: 13,
        nome: 'Data Magna do Amapá',
        fonte: 'Constituição do Estado do Amapá de 20/12/1991, art. 355 ("O dia 13 de setembro, data magna, feria-se em todo o Estado", criação do ex-Território); conferido no MP-AP (2023, que cita o artigo) e em feriado.net (2025: feriado estadual). Antes de 1992 não conferido',
        desde: 1992,
    },
    {
        uf: 'BA',
        mes: 7,
        dia: 2,
        nome: 'Independência da Bahia',
        fonte: 'Constituição do Estado da Bahia de 1989 (data magna; o artigo não foi conferido) e Decreto estadual 19.722/2020, art. 1º ("feriado de Dois de Julho, data magna da Bahia"); conferido em Acorda Cidade (2025: feriado estadual pela Constituição do Estado), Diário do Nordeste (2021: bancos e lotéricas fechados) e A Tarde (2022: agências fechadas em Salvador). Em 2020 foi antecipado para 25/05 (Decreto 19.722/2020) e não se conferiu se os bancos fecharam: não modelado. Antes de 1990 não conferido',
        desde: 1990,
    },
    {
        uf: 'CE',
        mes: 3,
        dia: 25,
        nome: 'Data Magna do Ceará',
        fonte: 'Emenda à Constituição do Estado do Ceará publicada no DOE de 06/12/2011 (data magna, Lei federal 9.093/1995 art. 1º II); conferido em Diário do Nordeste (2024, 2026), O Povo (2023, 2025) e g1 CE (2026). O 19/03 (São José) é ponto facultativo estadual, não feriado',
        desde: 2012,
    },
    {
        uf: 'DF',
        mes: 11,
        dia: 30,
        nome: 'Dia do Evangélico',
        fonte: 'Lei distrital 963, de 4/12/1995 (feriado distrital); conferido em Agência Brasil (29/11/2022) e em decisão do TRF-1 (proc. 0011625-60.2014.4.01.3400)',
        desde: 1996,
    },
    {
        uf: 'ES',
        pascoa: 8,
        nome: 'Nossa Senhora da Penha',
        fonte: 'Lei estadual 11.010/2019 (DOE de 04/07/2019): feriado na segunda-feira oito dias depois da Páscoa; conferido em A Gazeta (04/07/2019) e ES360 (2025: órgãos, comércio e bancos fechados); a primeira ocorrência após a lei foi a de 2020',
        desde: 2020,
    },
    {
        uf: 'MA',
        mes: 7,
        dia: 28,
        nome: 'Adesão do Maranhão à Independência',
        fonte: 'Lei estadual 2.457, de 2/10/1964, art. 1º ("É feriado estadual o dia 28 de julho"); conferido em TV Maranhense e Leal Júnior (2025), que citam o texto da lei',
    },
    {
        uf: 'MS',
        mes: 10,
        dia: 11,
        nome: 'Criação do Estado de Mato Grosso do Sul',
        fonte: 'Lei estadual 10, de 29/10/1979, art. 1º ("Fica declarado feriado estadual o dia 11 de outubro"); conferido no Portal do Governo de MS (Lei 5.412/2019, que a cita), Diário Digital (2019) e Sindicato dos Bancários de MS (bancos fechados)',
        desde: 1980,
    },
    {
        uf: 'MT',
        mes: 11,
        dia: 20,
        nome: 'Dia da Consciência Negra',
        fonte: 'Lei estadual 7.879, de 27/12/2002 (feriado estadual); conferido em Candido News (2023), Agência Brasil via JTNews (2023: feriado estadual em MT; agências fechadas onde a data é feriado) e Decreto estadual 1.587/2022 (calendário de 2023, único feriado estadual). Nacional desde 2024 (Lei federal 14.759/2023), por isso a linha acaba em 2023',
        desde: 2003,
        ate: 2023,
    },
    {
        uf: 'PA',
        mes: 8,
        dia: 15,
        nome: 'Adesão do Pará à Independência',
        fonte: 'Lei estadual 5.999/1996 (feriado civil, Lei federal 9.093/1995); conferido em Folha do Progresso (2025) e O Liberal (2025: agências bancárias fechadas, Febraban)',
        desde: 1997,
    },
    {
        uf: 'PB',
        mes: 8,
        dia: 5,
        nome: 'Fundação do Estado da Paraíba',
        fonte: 'Lei estadual 10.601, de 16/12/2015 (data magna, feriado civil; revogou o art. 2º da Lei 3.489/1967, que também dava o 26/07); conferido em PB Agora (texto da lei), g1 PB (2022) e Portal Mídia (2020). Antes de 2016 não conferido',
        desde: 2016,
    },
    {
        uf: 'PE',
        mes: 3,
        dia: 6,
        nome: 'Data Magna de Pernambuco',
        fonte: 'Lei estadual 16.059, de 8/6/2017, em vigor a partir de 06/03/2018 (de 2009 a 2017 a data era o 1º domingo de março, sem efeito em dia útil); conferido em Folha de Pernambuco/Jornal Desafio e g1 PE (2018)',
        desde: 2018,
    },
    {
        uf: 'PI',
        mes: 10,
        dia: 19,
        nome: 'Dia do Piauí',
        fonte: 'Lei estadual 176, de 30/8/1937 (feriado do Dia do Piauí); conferido em OAB (2007, que cita a lei), Decreto estadual 24.285/2025 (calendário de 2026: feriado; g1 PI e Band PI) e g1 PI (2022: repartições e agência Sicredi fechadas). Em 2021 uma lei estadual o antecipou para 18/03 e os bancos abriram em 19/10 (g1 PI, 18/10/2021); o 18/03/2021 não é contado (bancos não conferidos). O 13/03 (Batalha do Jenipapo) não é feriado estadual (fora do calendário de 2026)',
        semFeriadoEm: [2021],
    },
    {
        uf: 'PR',
        mes: 12,
        dia: 19,
        nome: 'Emancipação Política do Paraná',
        fonte: 'Lei estadual 4.658/1962; revogada pela Lei estadual 18.384, de 17/12/2014 (a data passou a ponto facultativo): o último 19/12 feriado foi o de 2013; conferido em Gazeta do Povo e Tribuna PR',
        desde: 1963,
        ate: 2013,
    },
    { uf: 'RJ', mes: 4, dia: 23, nome: 'Dia de São Jorge', fonte: 'AGENDA.md §5; Lei estadual 5.198/2008', desde: 2008 },
    {
        uf: 'RJ',
        mes: 11,
        dia: 20,
        nome: 'Dia da Consciência Negra',
        fonte: 'Lei estadual 4.007, de 11/11/2002, art. 1º ("Fica instituído o dia 20 de novembro […] como feriado Estadual"; em vigor na publicação); texto em IBEE e STIVNF; conferido em UOL (2020: feriado no estado do Rio, bancos não abrem) e Adepol-RJ (2024: "a data já era feriado em todo o Estado do Rio de Janeiro"). Nacional desde 2024 (Lei federal 14.759/2023), por isso a linha acaba em 2023',
        desde: 2002,
        ate: 2023,
    },
    {
        uf: 'RN',
        mes: 10,
        dia: 3,
        nome: 'Mártires de Cunhaú e Uruaçu',
        fonte: 'Lei estadual 8.913, de 6/12/2006 (DOE de 7/12/2006); conferido em Nominuto (2007: agências bancárias fechadas) e g1 RN (2019)',
        desde: 2007,
    },
    {
        uf: 'RO',
        mes: 1,
        dia: 4,
        nome: 'Instalação do Estado de Rondônia',
        fonte: 'Lei estadual 2.291, de 22/4/2010 (data magna e feriado civil estadual; revogou o Decreto-Lei 39/1982); conferido em Rondoniagora (texto da lei) e g1 RO (calendário de 2025: feriado estadual). As antecipações por decreto de 2018 (02/01) e 2022 (03/01) valeram para as repartições, sem confirmação dos bancos: não modeladas. O 18/06 (Dia do Evangélico, Lei 1.026/2001) não conta: o STF a declarou inconstitucional (ADI 3.940, 2020). Antes de 2011 não conferido (em 2010 o Decreto 14.765/2009 contestou a data)',
        desde: 2011,
    },
    {
        uf: 'RS',
        mes: 9,
        dia: 20,
        nome: 'Revolução Farroupilha',
        fonte: 'Constituição do Estado do RS, art. 6º, parágrafo único (data magna, feriado) e Decreto estadual 36.180/1995; conferido em Aoponto (2011) e Exame (2023, 2025: bancos fechados)',
        desde: 1995,
    },
    {
        uf: 'SE',
        mes: 7,
        dia: 8,
        nome: 'Emancipação Política de Sergipe',
        fonte: 'Constituição do Estado de Sergipe de 1989, art. 269 (o 24/10 do texto original foi suprimido por emenda); conferido no Sindicato dos Bancários de SE (bancos fechados) e na Alese (2025)',
        desde: 1990,
    },
    {
        uf: 'SP',
        mes: 7,
        dia: 9,
        nome: 'Revolução Constitucionalista de 1932',
        fonte: 'AGENDA.md §5 (Agenda Tributária Paulista); Lei estadual 9.497/1997',
        desde: 1997,
    },
    {
        uf: 'TO',
        mes: 8,
        dia: 15,
        nome: 'Dia do Senhor do Bonfim',
        fonte: 'Lei estadual 4.509, de 25/9/2024, a partir de 2025; conferido em Jornal do Tocantins (2025), Exame (2025) e Sou de Palmas (2024)',
        desde: 2025,
    },
    {
        uf: 'TO',
        mes: 9,
        dia: 8,
        nome: 'Nossa Senhora da Natividade, padroeira do Tocantins',
        fonte: 'Lei estadual 627, de 28/12/1993; conferido em Jornal Primeira Página TO (2025) e Jornal do Tocantins (2025: feriado em todo o estado)',
        desde: 1994,
    },
];
/**
 * Checked UFs with no state holiday on a business day today, what the UI says, and the source.
 */
export const SEM_FERIADO_ESTADUAL = {
    MG: {
        texto: 'MG não tem feriado estadual além dos nacionais (a data magna, 21/04, é o feriado de Tiradentes).',
        fonte: 'Calendários oficiais do Governo de MG de 2018 e 2022 (Estado de Minas): só feriados nacionais e municipais; a data magna do Estado é o 21/04',
    },
    PR: {
        texto: 'PR não tem feriado estadual em vigor (o 19/12 deixou de ser feriado em 2014).',
        fonte: 'Lei estadual 18.384/2014, que revogou a Lei 4.658/1962 (Gazeta do Povo, Tribuna PR)',
    },
    MT: {
        texto: 'MT não tem feriado estadual além dos nacionais: o 20/11 (Consciência Negra, Lei estadual 7.879/2002) é feriado nacional desde 2024.',
        fonte: 'Decretos estaduais de feriados de 2019, 2020 e 2023 (Decreto 1.587/2022, IOMAT): o único feriado estadual é o 20/11 (Lei 7.879/2002), nacional desde 2024 (Lei federal 14.759/2023)',
    },
    SC: {
        texto: 'SC não tem feriado estadual em dia útil: a Data Magna (11/08) é comemorada no domingo seguinte.',
        fonte: 'Decretos estaduais de feriados de 2017 e 2018 ("transferido para o domingo subsequente", conforme a lei estadual) e calendário 2022 do Sindilojas-SC (14/08, domingo)',
    },
};
/**
 * UFs with rows here whose list is known to be incomplete: the rows count, and the UI still asks
 * the user to add what is missing. AP: the state also keeps 19/03 (São José), 15/05 (Cabralzinho,
 * since 2017; banks closed in 2025) and 05/10 (creation of the State) as state holidays (g1 AP 2025
 * list, A Gazeta do Amapá, Tudo Notícias), but their laws were not found. BA: 24/06 (São João) is
 * called a state holiday by the 2020 state decree ("feriado regional") and the press, but it is
 * also a municipal holiday (Feira de Santana), and no state law was found. TO: 05/10 (creation of the State) is kept as a state holiday by the
 * government (g1 TO 2026, Jornal do Tocantins 2023), but its law was not found.
 */
export const CONFERENCIA_PARCIAL = ['AP', 'BA', 'TO'];
/**
 * The UFs whose state holidays were checked: the ones with a row in force plus those in
 * SEM_FERIADO_ESTADUAL, less CONFERENCIA_PARCIAL. For any other UF the agenda does not know
 * its state holidays, and says so.
 */
export const UFS_CONFERIDAS = [
    ...new Set([...FERIADOS_ESTADUAIS.filter((f) => f.ate === undefined).map((f) => f.uf), ...Object.keys(SEM_FERIADO_ESTADUAL)]),
]
    .filter((uf) => !CONFERENCIA_PARCIAL.includes(uf))
    .sort();
/** Whether the state holidays of `uf` are in the agenda (checked), so the UI need not warn. */
export function feriadosEstaduaisConferidos(uf) {
    return !!uf && UFS_CONFERIDAS.includes(uf.toUpperCase());
}
/** The date of a state holiday in `ano`: fixed, or counted from Easter. */
export function dataDoFeriadoEstadual(f, ano) {
    return f.pascoa !== undefined ? addDias(pascoa(ano), f.pascoa) : montarData(ano, f.mes ?? 0, f.dia ?? 0);
}
/** "09/07" or "segunda-feira, 8 dias após a Páscoa". */
export function quandoEhOFeriado(f) {
    if (f.pascoa !== undefined)
        return f.pascoa === 8 ? 'segunda-feira, 8 dias após a Páscoa' : `${f.pascoa} dias após a Páscoa`;
    return `${String(f.dia).padStart(2, '0')}/${String(f.mes).padStart(2, '0')}`;
}
/**
 * The state holidays of `uf` that apply in `ano` (vigência `desde`/`ate`, less the years a one-off
 * law moved it away: `semFeriadoEm`).
 */
export function feriadosEstaduaisNoAno(uf, ano) {
    const sigla = uf?.toUpperCase();
    return FERIADOS_ESTADUAIS.filter((f) => f.uf === sigla && (f.desde ?? 0) <= ano && ano <= (f.ate ?? Infinity) && !f.semFeriadoEm?.includes(ano));
}
/** The state holidays of `uf` in force today (not revoked), for the UI. */
export function feriadosEstaduaisVigentes(uf) {
    const sigla = uf?.toUpperCase();
    return FERIADOS_ESTADUAIS.filter((f) => f.uf === sigla && f.ate === undefined);
}
/**
 * What the company's holidays box says about its state: the holidays already counted, none (a
 * checked state without one, like PR), or that the state's holidays were not checked yet.
 */
export function textoFeriadosEstaduais(uf) {
    const sigla = uf?.toUpperCase() ?? '';
    if (!sigla)
        return 'Informe a UF da empresa para considerar os feriados estaduais.';
    const vigentes = feriadosEstaduaisVigentes(sigla);
    const lista = vigentes.map((f) => `${quandoEhOFeriado(f)} (${f.nome})`).join('; ');
    if (CONFERENCIA_PARCIAL.includes(sigla))
        return `Feriados estaduais de ${sigla} conferidos só em parte. Já considerados: ${lista}. Se houver outro feriado estadual, adicione-o como feriado local da empresa.`;
    if (!feriadosEstaduaisConferidos(sigla))
        return `Feriados estaduais de ${sigla} ainda não conferidos: se houver feriado estadual, adicione-o como feriado local da empresa.`;
    if (vigentes.length === 0)
        return SEM_FERIADO_ESTADUAL[sigla]?.texto ?? `${sigla} não tem feriado estadual em vigor.`;
    return `${vigentes.length > 1 ? 'Feriados estaduais já considerados' : 'Feriado estadual já considerado'}: ${lista}.`;
}
/** Checks the table: a valid day of the month, a known UF, a source, a coherent vigência. */
export function problemasDaTabela(tabela = FERIADOS_ESTADUAIS) {
    const problemas = [];
    for (const f of tabela) {
        const rotulo = `${f.uf} ${f.pascoa !== undefined ? `Páscoa+${f.pascoa}` : `${f.dia}/${f.mes}`}`;
        if (!UFS.includes(f.uf))
            problemas.push(`${rotulo}: UF desconhecida`);
        const fixa = f.mes !== undefined || f.dia !== undefined;
        if (fixa === (f.pascoa !== undefined))
            problemas.push(`${rotulo}: informe dia e mês ou a distância da Páscoa`);
        // 2001 is not a leap year: 29/02 is refused (no state holiday is on it).
        else if (fixa && !ehDataValida(montarData(2001, f.mes ?? 0, f.dia ?? 0)))
            problemas.push(`${rotulo}: data inválida`);
        else if (f.pascoa !== undefined && !(Number.isInteger(f.pascoa) && Math.abs(f.pascoa) < 70))
            problemas.push(`${rotulo}: data inválida`);
        if (!f.nome.trim())
            problemas.push(`${rotulo}: sem nome`);
        if (!f.fonte.trim())
            problemas.push(`${rotulo}: sem fonte`);
        if (f.desde !== undefined && f.ate !== undefined && f.ate < f.desde)
            problemas.push(`${rotulo}: vigência invertida`);
        for (const ano of f.semFeriadoEm ?? [])
            if (ano < (f.desde ?? -Infinity) || ano > (f.ate ?? Infinity))
                problemas.push(`${rotulo}: ${ano} fora da vigência`);
    }
    return problemas;
}
/**
 * The company's local holidays from `anoDe` to `anoAte`: its state's (table above) and the
 * municipal ones the user added (already 'YYYY-MM-DD').
 */
export function feriadosLocais(uf, municipio, municipais, anoDe, anoAte) {
    const lista = [];
    for (let ano = anoDe; ano <= anoAte; ano++)
        for (const f of feriadosEstaduaisNoAno(uf, ano))
            lista.push({ data: dataDoFeriadoEstadual(f, ano), nome: f.nome, ambito: `estadual em ${f.uf}` });
    const ondeMunicipal = municipio ? `municipal em ${municipio}` : 'municipal';
    for (const f of municipais)
        lista.push({ data: f.data, nome: f.nome, ambito: ondeMunicipal });
    return lista.sort((a, b) => (a.data < b.data ? -1 : a.data > b.data ? 1 : 0));
}
