// A link into the late-payment tab:
// /calculadora-icms/atraso?tributo=DAS&principal=1234.56&vencimento=2026-05-20[&pagamento=2026-06-10]
import { reaisDoEndereco } from '../../../hooks/use-valores-do-endereco';
import { escreverData, lerDia } from '../../../utils/datas-escritas';
import { OPCOES_TRIBUTO, type ValoresAcrescimos } from './calculadora-acrescimos';

function dia(texto: string | null): string | null {
  if (!texto) return null;
  const escrito = /^\d{4}-\d{2}-\d{2}$/.test(texto) ? escreverData(texto) : texto;
  return lerDia(escrito) ? escrito : null;
}

export function acrescimosDoEndereco(p: URLSearchParams): Partial<ValoresAcrescimos> | null {
  const valores: Partial<ValoresAcrescimos> = {};
  const tributo = OPCOES_TRIBUTO.find((o) => o.value === p.get('tributo')?.toUpperCase())?.value;
  if (tributo) valores.tributo = tributo;
  const principal = reaisDoEndereco(p.get('principal'));
  if (principal !== null) valores.principal = principal;
  const vencimento = dia(p.get('vencimento'));
  if (vencimento) valores.vencimento = vencimento;
  const pagamento = dia(p.get('pagamento'));
  if (pagamento) valores.pagamento = pagamento;
  return Object.keys(valores).length > 0 ? valores : null;
}
