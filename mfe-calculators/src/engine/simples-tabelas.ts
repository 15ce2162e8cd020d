// SIMPLES.md §2–§4: Anexos I–V of LC 123/2006 (wording of LC 155/2016, in force 01/01/2018 to
// 31/12/2026), faixas, parcelas a deduzir, partilha and the ISS-cap notes. Versioned by período
// de apuração: from 2027-01 the Anexos XVIII–XXII of LC 214/2025 replace them (SIMPLES.md §14);
// that version is not built yet and is refused by name.

export type Anexo = 'I' | 'II' | 'III' | 'IV' | 'V';
export type Tributo = 'irpj' | 'csll' | 'cofins' | 'pis' | 'cpp' | 'ipi' | 'icms' | 'iss';
/** Percent of the alíquota efetiva (each row sums to 100). */
export type Partilha = Readonly<Partial<Record<Tributo, number>>>;

export const TRIBUTOS: readonly Tributo[] = ['irpj', 'csll', 'cofins', 'pis', 'cpp', 'ipi', 'icms', 'iss'];
export const TRIBUTOS_FEDERAIS: readonly Tributo[] = ['irpj', 'csll', 'cofins', 'pis', 'cpp', 'ipi'];
export const NOMES_TRIBUTOS: Readonly<Record<Tributo, string>> = {
  irpj: 'IRPJ',
  csll: 'CSLL',
  cofins: 'Cofins',
  pis: 'PIS/Pasep',
  cpp: 'CPP',
  ipi: 'IPI',
  icms: 'ICMS',
  iss: 'ISS',
};

export interface Faixa {
  /** 1 to 6. */
  numero: number;
  /** Upper limit of RBT12 for the faixa ("até", inclusive), in reais. */
  ate: number;
  /** Alíquota nominal, percent. */
  aliquota: number;
  /** Parcela a deduzir, reais. */
  deducao: number;
  partilha: Partilha;
}

export interface TabelaAnexo {
  anexo: Anexo;
  nome: string;
  faixas: readonly Faixa[];
  /**
   * Note (*) of Anexos III and IV: in the 5ª faixa, when the ISS share would pass 5 %, ISS is
   * fixed at 5 % and each federal tax gets (alíquota efetiva − 5 %) × these percentages.
   */
  notaTetoIss?: Partilha;
}

export interface VersaoSimples {
  id: string;
  /** First and last PA ('YYYY-MM') of the version. */
  inicio: string;
  fim: string;
  fundamento: string;
  limiteEpp: number;
  sublimite: number;
  tetoIss: number;
  anexos: Readonly<Record<Anexo, TabelaAnexo>>;
}

const LIMITES = [180_000, 360_000, 720_000, 1_800_000, 3_600_000, 4_800_000] as const;

function faixas(nominais: readonly (readonly [number, number])[], partilhas: readonly Partilha[]): Faixa[] {
  return nominais.map(([aliquota, deducao], i) => ({
    numero: i + 1,
    ate: LIMITES[i]!,
    aliquota,
    deducao,
    partilha: partilhas[i]!,
  }));
}

const I_12: Partilha = { irpj: 5.5, csll: 3.5, cofins: 12.74, pis: 2.76, cpp: 41.5, icms: 34 };
const I_345: Partilha = { irpj: 5.5, csll: 3.5, cofins: 12.74, pis: 2.76, cpp: 42, icms: 33.5 };
const II_15: Partilha = { irpj: 5.5, csll: 3.5, cofins: 11.51, pis: 2.49, cpp: 37.5, ipi: 7.5, icms: 32 };
const III_15: Partilha = { irpj: 4, csll: 3.5, cofins: 12.82, pis: 2.78, cpp: 43.4, iss: 33.5 };
const III_34: Partilha = { irpj: 4, csll: 3.5, cofins: 13.64, pis: 2.96, cpp: 43.4, iss: 32.5 };

const TABELAS_2018: Record<Anexo, TabelaAnexo> = {
  I: {
    anexo: 'I',
    nome: 'Anexo I (comércio)',
    faixas: faixas(
      [
        [4, 0],
        [7.3, 5_940],
        [9.5, 13_860],
        [10.7, 22_500],
        [14.3, 87_300],
        [19, 378_000],
      ],
      [I_12, I_12, I_345, I_345, I_345, { irpj: 13.5, csll: 10, cofins: 28.27, pis: 6.13, cpp: 42.1 }],
    ),
  },
  II: {
    anexo: 'II',
    nome: 'Anexo II (indústria)',
    faixas: faixas(
      [
        [4.5, 0],
        [7.8, 5_940],
        [10, 13_860],
        [11.2, 22_500],
        [14.7, 85_500],
        [30, 720_000],
      ],
      [II_15, II_15, II_15, II_15, II_15, { irpj: 8.5, csll: 7.5, cofins: 20.96, pis: 4.54, cpp: 23.5, ipi: 35 }],
    ),
  },
  III: {
    anexo: 'III',
    nome: 'Anexo III (serviços)',
    faixas: faixas(
      [
        [6, 0],
        [11.2, 9_360],
        [13.5, 17_640],
        [16, 35_640],
        [21, 125_640],
        [33, 648_000],
      ],
      [
        III_15,
        { irpj: 4, csll: 3.5, cofins: 14.05, pis: 3.05, cpp: 43.4, iss: 32 },
        III_34,
        III_34,
        III_15,
        { irpj: 35, csll: 15, cofins: 16.03, pis: 3.47, cpp: 30.5 },
      ],
    ),
    notaTetoIss: { irpj: 6.02, csll: 5.26, cofins: 19.28, pis: 4.18, cpp: 65.26 },
  },
  IV: {
    anexo: 'IV',
    nome: 'Anexo IV (serviços; CPP fora do DAS)',
    faixas: faixas(
      [
        [4.5, 0],
        [9, 8_100],
        [10.2, 12_420],
        [14, 39_780],
        [22, 183_780],
        [33, 828_000],
      ],
      [
        { irpj: 18.8, csll: 15.2, cofins: 17.67, pis: 3.83, iss: 44.5 },
        { irpj: 19.8, csll: 15.2, cofins: 20.55, pis: 4.45, iss: 40 },
        { irpj: 20.8, csll: 15.2, cofins: 19.73, pis: 4.27, iss: 40 },
        { irpj: 17.8, csll: 19.2, cofins: 18.9, pis: 4.1, iss: 40 },
        { irpj: 18.8, csll: 19.2, cofins: 18.08, pis: 3.92, iss: 40 },
        { irpj: 53.5, csll: 21.5, cofins: 20.55, pis: 4.45 },
      ],
    ),
    notaTetoIss: { irpj: 31.33, csll: 32, cofins: 30.13, pis: 6.54 },
  },
  V: {
    anexo: 'V',
    nome: 'Anexo V (serviços)',
    faixas: faixas(
      [
        [15.5, 0],
        [18, 4_500],
        [19.5, 9_900],
        [20.5, 17_100],
        [23, 62_100],
        [30.5, 540_000],
      ],
      [
        { irpj: 25, csll: 15, cofins: 14.1, pis: 3.05, cpp: 28.85, iss: 14 },
        { irpj: 23, csll: 15, cofins: 14.1, pis: 3.05, cpp: 27.85, iss: 17 },
        { irpj: 24, csll: 15, cofins: 14.92, pis: 3.23, cpp: 23.85, iss: 19 },
        { irpj: 21, csll: 15, cofins: 15.74, pis: 3.41, cpp: 23.85, iss: 21 },
        { irpj: 23, csll: 12.5, cofins: 14.1, pis: 3.05, cpp: 23.85, iss: 23.5 },
        { irpj: 35, csll: 15.5, cofins: 16.44, pis: 3.56, cpp: 29.5 },
      ],
    ),
  },
};

export const VERSOES_SIMPLES: readonly VersaoSimples[] = [
  {
    id: 'LC 155/2016',
    inicio: '2018-01',
    fim: '2026-12',
    fundamento: 'LC 123/2006, Anexos I a V (red. LC 155/2016, vigência 01/01/2018)',
    limiteEpp: 4_800_000,
    sublimite: 3_600_000,
    tetoIss: 5,
    anexos: TABELAS_2018,
  },
];

/** The version in force for a PA ('YYYY-MM'), or a RangeError saying why there is none. */
export function versaoDoPa(pa: string): VersaoSimples {
  const versao = VERSOES_SIMPLES.find((v) => pa >= v.inicio && pa <= v.fim);
  if (versao) return versao;
  const [ano, mes] = pa.split('-');
  if (pa >= '2027-01') {
    throw new RangeError(
      `O período de apuração ${mes}/${ano} usa as tabelas da reforma tributária (Anexos XVIII a XXII da LC 214/2025, a partir de 01/2027), que esta calculadora ainda não tem.`,
    );
  }
  throw new RangeError(
    `O período de apuração ${mes}/${ano} é anterior a 01/2018: as tabelas do Simples de antes da LC 155/2016 não estão nesta calculadora.`,
  );
}
