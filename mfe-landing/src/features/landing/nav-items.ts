// The landing's top bar (SPEC §3 "Nav item: label, href, optional children (label, href,
// subLabel)"). Items with children open a popover on hover or focus; on small screens they
// are listed in the collapsible menu.
export interface NavChild {
  label: string;
  href: string;
  subLabel: string;
}

export interface NavItem {
  label: string;
  href: string;
  children?: NavChild[];
}

export const NAV_ITEMS: NavItem[] = [
  {
    label: 'Sobre a solução',
    href: '#section-about',
    children: [
      { label: 'O que é o SemMultas', href: '#section-about', subLabel: 'Informação, cálculos e dicas para não pagar multa' },
      { label: 'Recursos e funcionalidades', href: '#section-features', subLabel: 'As nove áreas, da SEFAZ ao fluxo de caixa' },
    ],
  },
  {
    label: 'Planos',
    href: '#section-plans',
    children: [
      { label: 'Grátis', href: '#plan-free', subLabel: 'R$ 0/mês: SEFAZ Estaduais e dicas básicas' },
      { label: 'Premium', href: '#plan-premium', subLabel: 'R$ 14,99/mês: as nove áreas liberadas' },
    ],
  },
];

export const SIGNUP_PATH = '/cadastro';
export const LOGIN_PATH = '/login';
