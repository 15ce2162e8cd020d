import { AboutSection } from './components/about-section';
import { FeaturesSection } from './components/features-section';
import { Hero } from './components/hero';
import { PlansSection } from './components/plans-section';
import { PrivacySection } from './components/privacy-section';
import { SiteFooter, type Company } from './components/site-footer';
import { TopBar } from './components/top-bar';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { LANDING_CSS } from './landing-styles';

export const DEFAULT_CONTACT_EMAIL = 'contato@semmultas.com.br';

export interface LandingPageProps {
  /** Atendimento e-mail (CONTACT_EMAIL in /config.json). */
  contactEmail?: string;
  /** The footer's year: /config.json's copyrightYear, else today's year in São Paulo. */
  copyrightYear?: string;
  /** Razão social, CNPJ and address (/config.json's company*; issue 21). */
  company?: Company;
}

/** What the footer says when no configuration reached the page (a remote run alone). */
export const DEFAULT_COMPANY: Company = { legalName: 'SemMultas', cnpj: '—', address: '—' };

export function currentYear(now: Date = new Date()): string {
  return todayInSaoPaulo(now).slice(0, 4);
}

/**
 * The public landing page of SPEC §2, in plain React and CSS: no antd, no data, no effects.
 * That is what lets the same component be prerendered to static HTML at build time
 * (prerender/render-landing.tsx) and shown to a first-time visitor on a phone before any
 * JavaScript runs, and rendered by React when the shell mounts the remote at "/".
 */
export function LandingPage({
  contactEmail = DEFAULT_CONTACT_EMAIL,
  copyrightYear = currentYear(),
  company = DEFAULT_COMPANY,
}: LandingPageProps) {
  return (
    <div className="lp">
      <style dangerouslySetInnerHTML={{ __html: LANDING_CSS }} />
      <a className="lp-skip" href="#conteudo-principal">
        Pular para o conteúdo
      </a>
      <TopBar />
      <main id="conteudo-principal" tabIndex={-1}>
        <Hero />
        <AboutSection />
        <FeaturesSection />
        <PlansSection />
        <PrivacySection contactEmail={contactEmail} />
      </main>
      <SiteFooter contactEmail={contactEmail} copyrightYear={copyrightYear} company={company} />
    </div>
  );
}
