import type { RemoteProps } from '@semmultas/shared/types';
import { LandingPage } from '../features/landing/landing-page';
import { PlanPage } from '../features/plan/plan-page';

/** Mounted at "/" (public landing) and at "/plano_premium" (signed-in plan page). */
export default function App(props: RemoteProps) {
  return props.basePath === '/plano_premium' ? <PlanPage {...props} /> : <LandingPage contactEmail={props.config?.contactEmail} copyrightYear={props.config?.copyrightYear || undefined} />;
}
