import type { RemoteProps } from '@semmultas/shared/types';
import { withQueryProvider } from '@semmultas/shared/ui/query-provider';
import { DEFAULT_COMPANY, LandingPage } from '../features/landing/landing-page';
import { PlanPage } from '../features/plan/plan-page';

/** Mounted at "/" (public landing) and at "/plano_premium" (signed-in plan page). */
function Area(props: RemoteProps) {
  if (props.basePath === '/plano_premium') return <PlanPage {...props} />;
  const c = props.config;
  return (
    <LandingPage
      contactEmail={c?.contactEmail}
      copyrightYear={c?.copyrightYear || undefined}
      company={{
        legalName: c?.companyLegalName || DEFAULT_COMPANY.legalName,
        cnpj: c?.companyCnpj || DEFAULT_COMPANY.cnpj,
        address: c?.companyAddress || DEFAULT_COMPANY.address,
      }}
    />
  );
}

/** The landing remote's own query cache (issue 17): the plan page's billing card reads through it. */
export default withQueryProvider(Area);
