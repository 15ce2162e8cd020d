// Build time only (webpack.config.cjs): the landing page as static HTML, published beside
// mf-manifest.json as prerender.html. The shell's index.html shows it to first-time visitors
// of "/" before any JavaScript runs, so the page paints on a phone without waiting for
// React, antd or the Module Federation round trips. The remote stays the one owner of the
// landing: a new deploy publishes a new prerender.html with its new mf-manifest.json.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';

/**
 * Deploy-time values are not known at build time: the HTML carries {{config.key}}
 * placeholders that whoever inserts it fills, HTML-escaped, from /config.json.
 */
export const PLACEHOLDERS = {
  contactEmail: '{{config.contactEmail}}',
  copyrightYear: '{{config.copyrightYear}}',
  companyLegalName: '{{config.companyLegalName}}',
  companyCnpj: '{{config.companyCnpj}}',
  companyAddress: '{{config.companyAddress}}',
} as const;

export function renderLanding(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      {/* The year too: a page built in December must not say last year in January. */}
      <LandingPage
        contactEmail={PLACEHOLDERS.contactEmail}
        copyrightYear={PLACEHOLDERS.copyrightYear}
        company={{ legalName: PLACEHOLDERS.companyLegalName, cnpj: PLACEHOLDERS.companyCnpj, address: PLACEHOLDERS.companyAddress }}
      />
    </MemoryRouter>,
  );
  return `<!-- SemMultas: página inicial pré-renderizada (mfe-landing). Os marcadores de configuração são preenchidos com /config.json. -->\n${html}\n`;
}
