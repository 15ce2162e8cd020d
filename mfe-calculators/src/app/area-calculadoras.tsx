import { Suspense } from 'react';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { pageHeadFor } from '@semmultas/shared/page-heads';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import type { SupabaseClient } from '@supabase/supabase-js';
import { EstilosCalculadora } from '../components/estilos-calculadora';

/** What every calculator page takes (the late-payment one reads the Selic table). */
export interface PaginaCalculadoraProps {
  usuarioId: string | null;
  supabase: SupabaseClient;
}

/**
 * DECISIONS.md 14: the calculators area's tabs, each its own address that other pages link to.
 * Issue 14: each tab's page is its own chunk, loaded when opened, or as the pointer rests on
 * (or the keyboard reaches) its tab; ICMS, the default, also when the shell warms the area.
 */
export const ABAS_CALCULADORAS = [
  {
    caminho: '',
    rotulo: 'ICMS',
    curto: 'ICMS',
    pagina: lazyScreen<PaginaCalculadoraProps>(() =>
      import('../features/calculadora-icms/components/calculadora-icms-page').then((m) => m.CalculadoraIcmsPage),
    ),
  },
  {
    caminho: 'simples',
    rotulo: 'Simples Nacional (DAS)',
    curto: 'Simples (DAS)',
    pagina: lazyScreen<PaginaCalculadoraProps>(() =>
      import('../features/simples-nacional/components/simples-page').then((m) => m.SimplesPage),
    ),
  },
  {
    caminho: 'mei',
    rotulo: 'MEI',
    curto: 'MEI',
    pagina: lazyScreen<PaginaCalculadoraProps>(() => import('../features/mei/components/mei-page').then((m) => m.MeiPage)),
  },
  {
    caminho: 'atraso',
    rotulo: 'DAS/DARF em atraso',
    curto: 'Em atraso',
    pagina: lazyScreen<PaginaCalculadoraProps>(() =>
      import('../features/acrescimos/components/acrescimos-page').then((m) => m.AcrescimosPage),
    ),
  },
] as const;

/**
 * While a calculator's chunk loads: the ICMS page's header stays where index.html and the shell
 * drew it (issue 14, @semmultas/shared/page-heads), the skeleton below.
 */
function CarregandoCalculadora() {
  const { pathname, search } = useLocation();
  const cabecalho = pageHeadFor(pathname, search);
  const esqueleto = <PlainSkeleton label="Carregando a calculadora" rows={6} />;
  if (!cabecalho) return esqueleto;
  return (
    <>
      <PageHeader title={cabecalho.title} subtitle={cabecalho.subtitle} />
      {esqueleto}
    </>
  );
}

/**
 * The area's frame: its tabs as links (each tab is a page with its own address, so a link,
 * a new browser tab and the back button all work), then the open calculator.
 */
export function AreaCalculadoras({ basePath }: { basePath: string }) {
  // Below 992 px (768 px with the menu beside the page) the four full names can take two lines:
  // the short ones fit one from 320 px up, so the tabs keep the one row index.html's first paint
  // leaves for them (@semmultas/shared/page-heads, `above`).
  const estreita = !useScreens().lg;
  return (
    <div className="sm-calc">
      <EstilosCalculadora />
      <nav aria-label="Calculadoras">
        <ul className="sm-calc-nav">
          {ABAS_CALCULADORAS.map((aba) => (
            <li key={aba.caminho}>
              <NavLink
                to={aba.caminho ? `${basePath}/${aba.caminho}` : basePath}
                end
                onMouseEnter={aba.pagina.preload}
                onFocus={aba.pagina.preload}
              >
                {estreita ? aba.curto : aba.rotulo}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<CarregandoCalculadora />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
