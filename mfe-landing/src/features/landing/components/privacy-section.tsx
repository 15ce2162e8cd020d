import { Link } from 'react-router-dom';

/** The privacy notice in short; the whole policy (LGPD arts. 9 and 18) is at /politica-de-privacidade. */
export function PrivacySection({ contactEmail }: { contactEmail: string }) {
  return (
    <section id="politicas-de-privacidade" className="lp-section lp-privacy" aria-labelledby="privacy-title">
      <div className="lp-wrap">
        <h2 id="privacy-title">Políticas de Privacidade</h2>
        <ul className="lp-privacy-list">
          <li>
            <strong>O que guardamos:</strong> o seu e-mail de acesso, a situação do seu plano e o que você mesmo registra, como lançamentos
            do fluxo de caixa e mensagens do fórum.
          </li>
          <li>
            <strong>Para quê:</strong> só para fazer o SemMultas funcionar para você. Não vendemos nem compartilhamos os seus dados para
            publicidade.
          </li>
          <li>
            <strong>Pagamentos:</strong> são feitos no site do nosso parceiro de pagamentos; não recebemos nem guardamos dados do seu
            cartão.
          </li>
          <li>
            <strong>Seus direitos (LGPD):</strong> para consultar, corrigir ou apagar os seus dados, escreva para{' '}
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>, ou exporte e exclua seus dados você mesmo em Minha conta.
          </li>
          <li>
            <Link to="/politica-de-privacidade">Leia a Política de Privacidade completa</Link> e os{' '}
            <Link to="/termos-de-uso">Termos de Uso</Link>.
          </li>
        </ul>
      </div>
    </section>
  );
}
