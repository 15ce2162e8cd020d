// Public API of the ICMS engine: what the calculator page may use. The modules behind it are
// internal. (STYLE.md discourages barrels that re-export everything; this one is the contract
// of issue 7 and lists only the public names.)
export { calcularIcmsSt, ALIQUOTA_INTERNA_PADRAO } from './icms-st';
export type { IcmsStInput, IcmsStResult } from './icms-st';

export { calcularIcmsImportacao, ALIQUOTA_PIS_IMPORTACAO_PADRAO, ALIQUOTA_COFINS_IMPORTACAO_PADRAO } from './icms-importacao';
export type { IcmsImportacaoInput, IcmsImportacaoResult } from './icms-importacao';

export { calcularDifal } from './difal';
export type { DifalInput, DifalResult } from './difal';

export { aliquotaInterestadual, fundamentoAliquotaInterestadual } from './aliquota-interestadual';
export type { AliquotaInterestadual } from './aliquota-interestadual';

export { ufs, siglasUf, dadosUf, ehUf, explicacaoMetodoDifal, NOMES_METODO_DIFAL, FUNDAMENTO_METODO_DIFAL } from './uf-data';
export type { UF, DadosUf, Regiao, MetodoDifal } from './uf-data';
export { fundamentoAliquotaInterna } from './fundamentos';

export { memoriaComoTexto } from './passos';
// The page shows percentages exactly as the memória writes them ("20,5%", "52,49%").
export { formatarPercentual } from './formatacao';
export type { Passo } from './passos';

export { EntradaInvalidaError, ROTULOS_CAMPOS, erroDeEntrada } from './validacao';
export type { CampoEntrada } from './validacao';

// Issue 18: DAS/DARF em atraso (ACRESCIMOS.md).
export { calcularAcrescimos } from '@semmultas/shared/tributos/acrescimos';
export type { AcrescimosInput, AcrescimosResult, MesSelic, TributoAcrescimos } from '@semmultas/shared/tributos/acrescimos';
export { TAXAS_SELIC, ULTIMO_MES_SELIC, ROTULO_ULTIMO_MES_SELIC, ultimoMesSelic } from '@semmultas/shared/tributos/selic';
export type { TabelaSelic } from '@semmultas/shared/tributos/selic';

// Issue 18: Simples Nacional (DAS) e MEI (SIMPLES.md).
export { calcularSimples, fatorR, vencimentoDas, vencimentoDasDetalhado } from './simples';
export type {
  Anexo,
  FatorRResult,
  Mercado,
  Segregacao,
  SegmentoSimplesInput,
  SegmentoSimplesResult,
  SimplesInput,
  SimplesResult,
  Tributo,
  ValoresTributos,
  VencimentoDas,
} from './simples';
export { VERSOES_SIMPLES, NOMES_TRIBUTOS } from './simples-tabelas';
export type { VersaoSimples } from './simples-tabelas';
export { calcularDasMei, limiteMei } from '@semmultas/shared/tributos/mei';
export type { DasMeiInput, DasMeiResult, EfeitosDesenquadramento, LimiteMeiInput, LimiteMeiResult } from '@semmultas/shared/tributos/mei';
