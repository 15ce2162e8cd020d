// Partner accountants (issue 21, finding 8): their contacts as links a phone opens, and the
// filters of the list by state and city. Pure, tested without a DOM.
import type { Conteudo } from '@semmultas/shared/types';
import { normalizeSearch } from '@semmultas/shared/format';

export interface Contato {
  kind: 'telefone' | 'whatsapp' | 'email' | 'site';
  label: string;
  href: string;
  /** What the link says to a screen reader and on hover. */
  title: string;
}

/** "1133334444" → "(11) 3333-4444"; "11933334444" → "(11) 93333-4444". */
export function formatTelefone(digits: string): string {
  const d = digits.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}

export function contatosDe(p: Pick<Conteudo, 'telefone' | 'whatsapp' | 'email_contato' | 'site' | 'title'>): Contato[] {
  const out: Contato[] = [];
  if (p.telefone)
    out.push({ kind: 'telefone', label: formatTelefone(p.telefone), href: `tel:+55${p.telefone}`, title: `Ligar para ${p.title}` });
  if (p.whatsapp) {
    const text = encodeURIComponent('Olá! Encontrei vocês no SemMultas e gostaria de falar com um contador.');
    out.push({
      kind: 'whatsapp',
      label: `WhatsApp ${formatTelefone(p.whatsapp)}`,
      href: `https://wa.me/${p.whatsapp}?text=${text}`,
      title: `Conversar com ${p.title} no WhatsApp`,
    });
  }
  if (p.email_contato)
    out.push({ kind: 'email', label: p.email_contato, href: `mailto:${p.email_contato}`, title: `Escrever para ${p.title}` });
  if (p.site && /^https?:\/\//i.test(p.site))
    out.push({ kind: 'site', label: p.site.replace(/^https?:\/\//i, '').replace(/\/$/, ''), href: p.site, title: `Site de ${p.title}` });
  return out;
}

export interface FiltroParceiros {
  uf?: string | null;
  cidade?: string | null;
}

/** The states that have partners, and the cities of the chosen state, alphabetically. */
export function opcoesDeFiltro(items: readonly Pick<Conteudo, 'uf' | 'cidade'>[], uf?: string | null) {
  const ufs = [...new Set(items.map((i) => i.uf).filter((u): u is string => Boolean(u)))].sort();
  const cidades = [
    ...new Set(
      items
        .filter((i) => !uf || i.uf === uf)
        .map((i) => i.cidade)
        .filter((c): c is string => Boolean(c)),
    ),
  ].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  return { ufs, cidades };
}

export function filtrarParceiros<T extends Pick<Conteudo, 'uf' | 'cidade'>>(items: readonly T[], filtro: FiltroParceiros): T[] {
  const cidade = filtro.cidade ? normalizeSearch(filtro.cidade) : '';
  return items.filter((i) => (!filtro.uf || i.uf === filtro.uf) && (!cidade || normalizeSearch(i.cidade ?? '') === cidade));
}
