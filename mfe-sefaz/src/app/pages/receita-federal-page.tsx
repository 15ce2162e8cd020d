import { Typography, theme } from 'antd';
import { BankOutlined } from '@ant-design/icons';
import type { RemoteProps } from '@semmultas/shared/types';
import { RECEITA_FEDERAL_ID } from '@semmultas/shared/states';
import { hasActivePlan } from '@semmultas/shared/plan';
import { BackButton } from '@semmultas/shared/ui/page-header';
import { CollapsibleHeader } from '../../features/posts/components/collapsible-header';
import { PostsBoard } from '../../features/posts/components/posts-board';

export const RFB_TITLE = 'RFB — Receita Federal do Brasil';
export const RFB_EMPTY = 'Nenhuma publicação encontrada para a Receita Federal.';
const GROUPS = [{ stateId: RECEITA_FEDERAL_ID }];

/** /receita-federal: the state page for id 28 (SPEC §2; premium per DECISIONS.md 2). */
export function ReceitaFederalPage({ supabase, user }: Pick<RemoteProps, 'supabase' | 'user'>) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="rfb-title">
      <div style={{ marginBottom: 12 }}>
        <BackButton to="/pagina-inicial" label="a página inicial" />
      </div>
      <CollapsibleHeader
        title={RFB_TITLE}
        titleId="rfb-title"
        picture={(size) => (
          <span
            style={{
              display: 'grid',
              placeItems: 'center',
              width: size,
              height: (size * 3) / 4,
              borderRadius: 8,
              background: token.colorPrimary,
              color: token.colorTextLightSolid,
              fontSize: size / 2.6,
            }}
          >
            <BankOutlined />
          </span>
        )}
      >
        <Typography.Text type="secondary">CNPJ, e-CAC, certidões, parcelamentos e outros serviços federais.</Typography.Text>
      </CollapsibleHeader>
      <PostsBoard
        supabase={supabase}
        groups={GROUPS}
        emptyMessage={RFB_EMPTY}
        label="Publicações da Receita Federal"
        premium={{ what: 'A área Receita Federal', active: user !== null && hasActivePlan(user) }}
      />
    </section>
  );
}
