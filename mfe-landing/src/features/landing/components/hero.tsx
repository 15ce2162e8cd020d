import { Link } from 'react-router-dom';
import { HeroArt, Icon } from '../../../components/illustrations';
import { SIGNUP_PATH } from '../nav-items';

const PROMISES = [
  'Cadastro grátis, sem cartão de crédito',
  'As 27 SEFAZ e a Receita Federal num só lugar',
  'Cálculos de ICMS com a base legal de cada passo',
];

/** The first screen: the promise of SPEC §1 and the main call to action. */
export function Hero() {
  return (
    <section className="lp-hero" aria-labelledby="hero-title">
      <div className="lp-wrap lp-hero-grid">
        <div>
          <h1 id="hero-title">Livre-se das multas tributárias</h1>
          <p className="lp-lead">
            Cálculos de impostos, dicas e as informações de cada SEFAZ e da Receita Federal para a sua empresa pagar o que deve, no prazo, e
            nenhuma multa a mais.
          </p>
          <div className="lp-cta">
            <Link to={SIGNUP_PATH} className="lp-btn lp-btn-primary lp-btn-lg">
              CADASTRE-SE. É Grátis!
            </Link>
            <a href="#section-plans" className="lp-btn lp-btn-default lp-btn-lg">
              Conheça os planos
            </a>
          </div>
          <ul className="lp-promises">
            {PROMISES.map((text) => (
              <li key={text}>
                <Icon name="check" size={18} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <div className="lp-hero-art">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
