import { Grid } from 'antd';
import { NavLink, Outlet } from 'react-router-dom';
import { EstilosCalculadora } from '../components/estilos-calculadora';

/** DECISIONS.md 14: the calculators area's tabs, each its own address that other pages link to. */
export const ABAS_CALCULADORAS = [
  { caminho: '', rotulo: 'ICMS', curto: 'ICMS' },
  { caminho: 'simples', rotulo: 'Simples Nacional (DAS)', curto: 'Simples (DAS)' },
  { caminho: 'mei', rotulo: 'MEI', curto: 'MEI' },
  { caminho: 'atraso', rotulo: 'DAS/DARF em atraso', curto: 'Em atraso' },
] as const;

/**
 * The area's frame: its tabs as links (each tab is a page with its own address, so a link,
 * a new browser tab and the back button all work), then the open calculator.
 */
export function AreaCalculadoras({ basePath }: { basePath: string }) {
  // Below 576 px the four full names take two lines: the short ones fit one.
  const estreita = !Grid.useBreakpoint().sm;
  return (
    <div className="sm-calc">
      <EstilosCalculadora />
      <nav aria-label="Calculadoras">
        <ul className="sm-calc-nav">
          {ABAS_CALCULADORAS.map((aba) => (
            <li key={aba.caminho}>
              <NavLink to={aba.caminho ? `${basePath}/${aba.caminho}` : basePath} end>
                {estreita ? aba.curto : aba.rotulo}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
