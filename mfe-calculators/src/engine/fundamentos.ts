// The legal citations shown in the memória de cálculo, in one place so that a change in the
// law is one edit. They cite what ICMS.md cites, at the precision it gives.
import { formatarData, formatarPercentual } from './formatacao';
import { dadosUf, type UF } from './uf-data';

export const FUNDAMENTO = {
  baseOperacao:
    'LC 87/96, art. 13, §1º, II (seguro, frete e demais importâncias cobradas integram a base; só o desconto incondicional a reduz)',
  ipi: 'IPI destacado pelo remetente: valor da operação × alíquota da TIPI',
  baseProprioSemIpi: 'LC 87/96, art. 13, §2º (o IPI não integra a base quando a mercadoria se destina a revenda ou industrialização)',
  baseProprioComIpi:
    'LC 87/96, art. 13, §2º, a contrario (o IPI integra a base quando o comprador usa a mercadoria: uso e consumo ou ativo)',
  aliquotaInterestadual: 'Resoluções do Senado Federal nº 22/1989 e nº 13/2012',
  mvaAjustada: 'Convênio ICMS 142/2018 (MVA ajustada)',
  baseSt: 'LC 87/96, art. 8º, II (valor da operação, mais frete, seguro e encargos, mais a MVA); o IPI integra a base do ICMS-ST',
  debitoSt: 'LC 87/96, art. 8º, §5º (alíquota interna do destino sobre a base do ICMS-ST)',
  icmsSt: 'LC 87/96, art. 8º, §5º (diferença entre o imposto da operação interna e o ICMS próprio do remetente)',
  fcp: 'ADCT, art. 82, §1º (adicional de até 2 pontos para o Fundo de Combate à Pobreza)',
  totalNota: 'Leiaute da NF-e (vNF): produtos, frete, seguro e outras despesas, menos desconto, mais IPI, ICMS-ST e FCP-ST',
  valorAduaneiro: 'LC 87/96, art. 13, V, a (valor da mercadoria constante dos documentos de importação, convertido em reais)',
  ii: 'Imposto de Importação: valor aduaneiro × alíquota da TEC',
  ipiImportacao: 'IPI na importação: (valor aduaneiro + II) × alíquota da TIPI',
  pisCofinsImportacao: 'Lei 10.865/2004, arts. 7º e 8º',
  despesasAduaneiras: 'LC 87/96, art. 13, V, b a e (impostos, taxas, contribuições e despesas aduaneiras)',
  baseImportacao: 'LC 87/96, art. 13, V e §1º, I (o ICMS integra a sua própria base: cálculo "por dentro")',
  icmsImportacao: 'LC 87/96, art. 13, V; alíquota interna da UF do importador',
  difalOrigem: 'EC 87/2015 (CF, art. 155, §2º, VII); alíquota interestadual das Resoluções do Senado 22/1989 e 13/2012',
  difalBaseUnica: 'EC 87/2015; LC 190/2022 (base única: o valor da operação)',
  difalBaseDupla: 'LC 190/2022; LC 87/96, art. 13, §1º, I (base dupla: o ICMS do destino integra a sua própria base)',
  difal: 'EC 87/2015; LC 190/2022 (diferença entre a alíquota interna do destino e a interestadual)',
} as const;

/**
 * "Alíquota interna BA (Bahia) de 20,5%: Lei nº 14.629/2023, vigente desde 07/02/2024", or, when
 * the act is not recorded, where to look and the warning that it was not verified.
 */
export function fundamentoAliquotaInterna(uf: UF): string {
  const dados = dadosUf(uf);
  const partes: string[] = [];
  if (dados.fundamentoAliquota) partes.push(dados.fundamentoAliquota);
  else if (dados.leiIcms) partes.push(`lei do ICMS de ${dados.sigla} (${dados.leiIcms}); ato da alíquota atual não conferido`);
  else partes.push(`ato da alíquota atual de ${dados.sigla} não conferido`);
  partes.push(
    dados.vigenciaAliquota ? `vigente desde ${formatarData(dados.vigenciaAliquota)}` : 'data de vigência não conferida — confirme na SEFAZ',
  );
  return `Alíquota interna ${dados.sigla} (${dados.nome}) de ${formatarPercentual(dados.aliquotaInterna)}: ${partes.join(', ')}`;
}
