import { Link } from 'react-router-dom';
import { Icon, Logo } from '../../../components/illustrations';

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/semmultas', icon: 'instagram' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/semmultas', icon: 'linkedin' },
  { name: 'YouTube', href: 'https://www.youtube.com/@semmultas', icon: 'youtube' },
] as const;

/**
 * Footer of SPEC §2: four columns, the contact e-mail from configuration, three social
 * networks and the copyright with the current year (DECISIONS 19; the SPEC's "2024" was the
 * year it was written); the company's razão social, CNPJ and address from configuration and
 * the legal pages (issue 21).
 */
export interface Company {
  legalName: string;
  cnpj: string;
  address: string;
}

export function SiteFooter({ contactEmail, copyrightYear, company }: { contactEmail: string; copyrightYear: string; company: Company }) {
  return (
    <footer className="lp-footer">
      <div className="lp-wrap">
        <div className="lp-footer-cols">
          <nav aria-labelledby="footer-servicos">
            <h2 id="footer-servicos">Serviços</h2>
            <ul>
              <li>
                <a href="#section-about">Quem somos</a>
              </li>
              <li>
                <a href="#section-plans">Planos</a>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-funcionalidades">
            <h2 id="footer-funcionalidades">Funcionalidades</h2>
            <ul>
              <li>
                <Link to="/sefaz-estaduais">Consultar</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-privacidade">
            <h2 id="footer-privacidade">Privacidade</h2>
            <ul>
              <li>
                {/* SPEC §2's label; the whole policy is its own page now (issue 21). */}
                <Link to="/politica-de-privacidade">Políticas de Privacidade</Link>
              </li>
              <li>
                <Link to="/termos-de-uso">Termos de Uso</Link>
              </li>
            </ul>
          </nav>
          <div className="lp-footer-contact">
            <h2 id="footer-atendimento">Atendimento</h2>
            <ul aria-labelledby="footer-atendimento">
              <li>
                <a href={`mailto:${contactEmail}`} className="lp-footer-mail">
                  <Icon name="mail" size={18} />
                  {contactEmail}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="lp-footer-bottom">
          <div className="lp-footer-brand">
            <Logo />
            <p>© {copyrightYear} SemMultas. Todos os direitos reservados.</p>
            {/* Issue 21: who runs the service (CDC art. 31; Decreto 7.962/2013 art. 2º). */}
            <address className="lp-footer-company">
              {company.legalName} · CNPJ {company.cnpj}
              <br />
              {company.address}
            </address>
          </div>
          <ul className="lp-social" aria-label="SemMultas nas redes sociais">
            {SOCIAL_LINKS.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`SemMultas no ${s.name} (abre em nova aba)`}>
                  <Icon name={s.icon} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
