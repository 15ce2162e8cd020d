// The panel's page titles: the menu (app/admin-pages.tsx) names each page before its chunk
// is loaded (issue 14), and the page's heading says the same.
import { ADMIN_POSTS_HEAD } from '@semmultas/shared/page-heads';

// The first page's header is painted with the HTML too (issue 14): its words are the shell's.
export const POSTS_TITLE = ADMIN_POSTS_HEAD.title;
export const CONTEUDOS_TITLE = 'Conteúdos (Dicas, consultoria, Apps)';
export const USUARIOS_TITLE = 'Usuários / Planos de Assinatura';
// DECISIONS 19: the SPEC's slip written right.
export const PAGAMENTOS_TITLE = 'Pagamentos de assinatura (verificação)';
export const PAGINAS_LEGAIS_TITLE = 'Termos de Uso e Privacidade';
export const ATOS_TITLE = 'Atos extraordinários da agenda';
export const TAXAS_SELIC_TITLE = 'Taxas Selic';
