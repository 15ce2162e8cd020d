import { Button, Result } from 'antd';
import { Link } from 'react-router-dom';
import { AuthCard } from '../auth/auth-card';

/** /sucesso: where the payment provider returns the buyer (DECISIONS.md 13). */
export function SuccessPage() {
  return (
    <AuthCard title="Pagamento concluído">
      <Result
        status="success"
        title="Obrigado pela sua assinatura!"
        subTitle="Seu plano Premium será ativado em alguns minutos. Se algo não aparecer liberado, saia e entre novamente."
        extra={
          <Link to="/pagina-inicial">
            <Button type="primary" size="large">
              Voltar para a página inicial
            </Button>
          </Link>
        }
      />
    </AuthCard>
  );
}
