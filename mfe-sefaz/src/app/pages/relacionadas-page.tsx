import type { RemoteProps } from '@semmultas/shared/types';
import { RELACIONADAS_ID } from '@semmultas/shared/states';
import { hasActivePlan } from '@semmultas/shared/plan';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { PostsBoard } from '../../features/posts/components/posts-board';

export const RELACIONADAS_EMPTY = 'Nenhuma publicação relacionada encontrada.';
const GROUPS = [{ stateId: RELACIONADAS_ID }];

/** /relacionadas: the posts of id 29 as buttons, each opening by its link type (SPEC §2). */
export function RelacionadasPage({ supabase, user, title }: Pick<RemoteProps, 'supabase' | 'user'> & { title: string }) {
  return (
    <section aria-labelledby="relacionadas-title">
      <PageHeader
        title={title}
        titleId="relacionadas-title"
        subtitle="CONFAZ, Simples Nacional, NF-e e outros endereços que todo contribuinte precisa ter à mão."
      />
      <PostsBoard
        supabase={supabase}
        groups={GROUPS}
        emptyMessage={RELACIONADAS_EMPTY}
        label="Publicações relacionadas"
        premium={{ what: 'A área Relacionadas', active: user !== null && hasActivePlan(user) }}
      />
    </section>
  );
}
