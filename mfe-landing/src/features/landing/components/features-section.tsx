import { FeatureArt } from '../../../components/illustrations';
import { FEATURE_CATALOG } from '../../../lib/feature-catalog';

/** "Recursos e funcionalidades": the nine areas (SPEC §2), each with its own illustration. */
export function FeaturesSection() {
  return (
    <section id="section-features" className="lp-section lp-section-alt" aria-labelledby="features-title">
      <div className="lp-wrap">
        <p className="lp-eyebrow">O que você encontra</p>
        <h2 id="features-title">Recursos e funcionalidades</h2>
        <p className="lp-section-intro">Nove áreas pensadas para a rotina fiscal da pequena empresa. As marcadas como Free já vêm no cadastro grátis.</p>
        <ul className="lp-grid">
          {FEATURE_CATALOG.map((feature) => (
            <li key={feature.id} className="lp-card" data-feature={feature.id}>
              <div className="lp-card-art">
                <FeatureArt id={feature.id} label={feature.imageAlt} />
              </div>
              <div className="lp-card-body">
                <h3>
                  {feature.title}
                  <span className={`lp-badge ${feature.free ? 'lp-badge-free' : 'lp-badge-premium'}`}>{feature.free ? 'Free' : 'Premium'}</span>
                </h3>
                <p>{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
