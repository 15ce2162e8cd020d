import { Link } from 'react-router-dom';
import { Icon } from '../../../components/illustrations';
import { FEATURE_CATALOG, FREE_PLAN_NAME, PRICES, planCell } from '../../../lib/feature-catalog';
import { SIGNUP_PATH } from '../nav-items';

const PLANS = [
  {
    key: 'free',
    name: FREE_PLAN_NAME,
    price: PRICES.free,
    pitch: 'Para conhecer o SemMultas e consultar a SEFAZ do seu estado.',
    cta: 'Começar grátis',
  },
  {
    key: 'premium',
    name: 'Premium',
    price: PRICES.premium,
    pitch: 'As nove áreas liberadas para quem quer manter a empresa longe das multas.',
    cta: 'Quero o Premium',
  },
] as const;

/** "Planos sob medida" (#section-plans): Grátis and Premium compared area by area (SPEC §6, DECISIONS.md 2). */
export function PlansSection() {
  return (
    <section id="section-plans" className="lp-section" aria-labelledby="plans-title">
      <div className="lp-wrap">
        <p className="lp-eyebrow">Planos</p>
        <h2 id="plans-title">Planos sob medida</h2>
        <p className="lp-section-intro">
          Comece grátis. Quando precisar das calculadoras, do fórum e do fluxo de caixa, o Premium libera tudo por um valor fixo.
        </p>
        <div className="lp-plans">
          {PLANS.map((plan) => (
            <article
              key={plan.key}
              id={`plan-${plan.key}`}
              className={`lp-plan lp-plan-${plan.key}`}
              aria-labelledby={`plan-${plan.key}-name`}
            >
              {plan.key === 'premium' ? <p className="lp-plan-flag">Mais completo</p> : null}
              <h3 id={`plan-${plan.key}-name`}>{plan.name}</h3>
              <p className="lp-plan-price">
                <strong>{plan.price}</strong>
                <span>/mês</span>
              </p>
              <p className="lp-plan-pitch">{plan.pitch}</p>
              <ul className="lp-plan-list" aria-label={`O que o plano ${plan.name} inclui`}>
                {FEATURE_CATALOG.map((feature) => {
                  const cell = planCell(feature, plan.key);
                  return (
                    <li key={feature.id} className={cell.included ? 'lp-yes' : 'lp-no'}>
                      <Icon name={cell.included ? 'check' : 'cross'} size={20} />
                      <span>
                        <span className="lp-sr">{cell.included ? 'Inclui' : 'Não inclui'}: </span>
                        {feature.title}
                        {cell.note ? <span className="lp-plan-note"> ({cell.note})</span> : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <Link to={SIGNUP_PATH} className={`lp-btn lp-btn-lg ${plan.key === 'premium' ? 'lp-btn-primary' : 'lp-btn-default'}`}>
                {plan.cta}
              </Link>
            </article>
          ))}
        </div>
        <p className="lp-plans-foot">
          O Premium vale por 30 dias a cada pagamento. Você assina pela página do plano, depois de entrar com a sua conta.
        </p>
      </div>
    </section>
  );
}
