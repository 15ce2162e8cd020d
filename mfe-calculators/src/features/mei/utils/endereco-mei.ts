// A link into the MEI tab: /calculadora-icms/mei?ano=2026&atividade=servicos&receita=60000
import { reaisDoEndereco } from '../../../hooks/use-valores-do-endereco';
import { ANOS_MEI, OPCOES_ATIVIDADE, type AtividadeMei, type ValoresMei } from './calculadora-mei';

export function meiDoEndereco(p: URLSearchParams): Partial<ValoresMei> | null {
  const valores: Partial<ValoresMei> = {};
  const ano = Number(p.get('ano'));
  if ((ANOS_MEI as readonly number[]).includes(ano)) valores.ano = ano;
  const atividade = OPCOES_ATIVIDADE.find((o) => o.value === p.get('atividade'))?.value as AtividadeMei | undefined;
  if (atividade) valores.atividade = atividade;
  const abertura = Number(p.get('abertura'));
  if (Number.isInteger(abertura) && abertura >= 1 && abertura <= 12) Object.assign(valores, { abriuNoAno: true, mesAbertura: abertura });
  const receita = reaisDoEndereco(p.get('receita'));
  if (receita !== null) valores.receitaAno = receita;
  return Object.keys(valores).length > 0 ? valores : null;
}
