// A link into the Simples tab with values filled in:
// /calculadora-icms/simples?pa=2026-05&receita=12500.50&rbt12=150000&anexo=III&folha12=42000
import { reaisDoEndereco } from '../../../hooks/use-valores-do-endereco';
import { escreverData, lerMes } from '../../../utils/datas-escritas';
import type { ValoresSimples } from './calculadora-simples';
import { OPCOES_ANEXO, SEGMENTO_VAZIO, type AnexoEscolhido } from './segmentos';

export function simplesDoEndereco(p: URLSearchParams): Partial<ValoresSimples> | null {
  const receita = reaisDoEndereco(p.get('receita'));
  const rbt12 = reaisDoEndereco(p.get('rbt12'));
  const folha12 = reaisDoEndereco(p.get('folha12'));
  const anexoPedido = p.get('anexo')?.toUpperCase() === 'FATOR_R' ? 'fator_r' : p.get('anexo')?.toUpperCase();
  const anexo = OPCOES_ANEXO.find((o) => o.value === anexoPedido)?.value as AnexoEscolhido | undefined;
  const paPedido = p.get('pa');
  const pa = paPedido && /^\d{4}-\d{2}$/.test(paPedido) ? escreverData(paPedido) : paPedido;
  const valores: Partial<ValoresSimples> = {};
  if (pa && lerMes(pa)) valores.pa = pa;
  if (receita !== null || anexo) valores.segmentos = [{ ...SEGMENTO_VAZIO, receita: receita ?? 0, anexo: anexo ?? null }];
  if (rbt12 !== null) valores.rbt12 = rbt12;
  if (folha12 !== null) valores.folha12 = folha12;
  return Object.keys(valores).length > 0 ? valores : null;
}
