// The links that close the loop (issue 19): from a due date to the calculator that prices it,
// with its values filled in through the calculators' own addresses (DECISIONS 14;
// mfe-calculators endereco-simples / endereco-acrescimos / endereco-mei).
import type { ObrigacaoId } from '@semmultas/shared/agenda/index';
import { tributoDoPagamento } from '@semmultas/shared/tributos/custo-do-atraso';

export interface LinkCalculadora {
  href: string;
  texto: string;
}

const BASE = '/calculadora-icms';

/** Reais as the calculators read them from an address: "1234.56". */
function reais(valor: number): string {
  return valor.toFixed(2);
}

export function linksDoItem(
  item: { obrigacao: ObrigacaoId; competencia: string; data: string; atrasado: boolean },
  valor?: number,
): LinkCalculadora[] {
  const links: LinkCalculadora[] = [];
  if (item.obrigacao === 'DAS') {
    links.push({
      href: `${BASE}/simples?${new URLSearchParams({ pa: item.competencia })}`,
      texto: 'Calcular este DAS na calculadora do Simples Nacional',
    });
  }
  if (item.obrigacao === 'DAS-MEI') {
    links.push({
      href: `${BASE}/mei?${new URLSearchParams({ ano: item.competencia.slice(0, 4) })}`,
      texto: 'Ver o valor do DAS-MEI na calculadora do MEI',
    });
  }
  const tributo = tributoDoPagamento(item.obrigacao);
  if (item.atrasado && tributo) {
    const p = new URLSearchParams({ tributo, vencimento: item.data });
    if (valor !== undefined && valor > 0) p.set('principal', reais(valor));
    links.push({ href: `${BASE}/atraso?${p}`, texto: `Calcular o ${tributo} em atraso, com multa e juros até o dia do pagamento` });
  }
  return links;
}
