import { FeatureArt } from '../../../components/illustrations';
import { FEATURE_CATALOG, FREE_PLAN_NAME } from '../../../lib/feature-catalog';

/** "Recursos e funcionalidades": the nine areas (SPEC §2), each with its own illustration. */
export function FeaturesSection() {
  return (
    <section id="section-features" className="lp-section lp-section-alt" aria-labelledby="features-title">
      <div className="lp-wrap">
        <p className="lp-eyebrow">O que você encontra</p>
        <h2 id="features-title">Recursos e funcionalidades</h2>
        <p className="lp-section-intro">
          Nove áreas pensadas para a rotina fiscal da pequena empresa. As marcadas como Grátis já vêm no cadastro.
        </p>
        <ul className="lp-grid">
          {FEATURE_CATALOG.map((feature) => (
            <li key={feature.id} className="lp-card" data-feature={feature.id}>
              <div className="lp-card-art">
                <FeatureArt id={feature.id} label={feature.imageAlt} />
              </div>
              <div className="lp-card-body">
                <h3>
                  {feature.title}
                  <span className={`lp-badge ${feature.free ? 'lp-badge-free' : 'lp-badge-premium'}`}>
                    {feature.free ? FREE_PLAN_NAME : 'Premium'}
                  </span>
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
