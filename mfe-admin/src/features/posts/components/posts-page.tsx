import { useCallback, useMemo } from 'react';
import { Tag } from 'antd';
import { PlainLink, PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import { stateName } from '@semmultas/shared/states';
import type { Post } from '@semmultas/shared/types';
import { useAdmin } from '../../../lib/admin-context';
import { AdminTable, type AdminColumn } from '../../../components/admin-table';
import { PageTitle } from '../../../components/page-title';
import { RowsBody } from '../../../components/rows-body';
import type { TableQuerySpec } from '../../../lib/table-query';
import { useEditableRows } from '../../../lib/use-editable-rows';
import { deletePost } from '../api/posts';
import { postsQueryOptions } from '../api/get-posts';
import { LINK_TYPES, STATE_OPTIONS, linkTypeLabel } from '../utils/post-form';
import { ADMIN_POSTS_HEAD } from '@semmultas/shared/page-heads';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { FormSlot } from '../../../components/form-slot';
import { NewRowButton } from '../../../components/new-row-button';

/** Issue 14: the form dialog's chunk loads when it is first opened (or about to be). */
const PostForm = lazyScreen(() => import('./post-form-modal').then((m) => m.PostFormModal));

const TYPE_COLORS = ['blue', 'purple', 'cyan'] as const;

export const POSTS_QUERY: TableQuerySpec<Post> = {
  searchText: (p) => [p.title, p.description, p.link_url, stateName(p.state_id), linkTypeLabel(p.type_link)],
  filterValue: { state_id: (p) => p.state_id, type_link: (p) => p.type_link },
};

/** The buttons users see on the SEFAZ state pages, Receita Federal (28) and Relacionadas (29). */
export function PostsPage() {
  const { supabase } = useAdmin();
  const query = useMemo(() => postsQueryOptions(supabase), [supabase]);
  const remove = useCallback((post: Post) => deletePost(supabase, post.id), [supabase]);
  const { state, actionsColumn, form } = useEditableRows({
    query,
    remove,
    messages: { confirm: CONFIRM.deletePost, deleted: 'Post excluído.', deleteError: ERR.deletePost },
    preloadForm: PostForm.preload,
  });

  const columns = useMemo<AdminColumn<Post>[]>(
    () => [
      {
        key: 'title',
        title: 'Título',
        render: (p) => (
          <div style={{ maxWidth: 300, minWidth: 180 }}>
            <PlainText strong style={{ overflowWrap: 'anywhere' }}>
              {p.title}
            </PlainText>
            {p.description ? (
              <PlainParagraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0, fontSize: 13 }}>
                {p.description}
              </PlainParagraph>
            ) : null}
          </div>
        ),
      },
      {
        key: 'state_id',
        title: 'Estado',
        render: (p) => stateName(p.state_id),
        filters: [...STATE_OPTIONS.especiais, ...STATE_OPTIONS.estados].map((o) => ({ text: o.label, value: o.value })),
      },
      {
        key: 'type_link',
        title: 'Tipo de link',
        render: (p) => <Tag color={TYPE_COLORS[p.type_link] ?? 'default'}>{linkTypeLabel(p.type_link)}</Tag>,
        filters: LINK_TYPES.map((t) => ({ text: t.label, value: t.value })),
      },
      {
        key: 'link_url',
        title: 'Link',
        responsive: 'lg',
        render: (p) =>
          p.link_url ? (
            <PlainLink href={p.link_url} target="_blank" rel="noopener noreferrer" ellipsis title={p.link_url} style={{ maxWidth: 200 }}>
              {p.link_url}
            </PlainLink>
          ) : (
            <PlainText type="secondary">—</PlainText>
          ),
      },
      actionsColumn(true),
    ],
    [actionsColumn],
  );

  const compactColumns = useMemo<AdminColumn<Post>[]>(
    () => [
      {
        key: 'type_link',
        title: 'Post',
        filters: LINK_TYPES.map((t) => ({ text: t.label, value: t.value })),
        render: (p) => (
          <div style={{ minWidth: 0 }}>
            <PlainText strong style={{ overflowWrap: 'anywhere' }}>
              {p.title}
            </PlainText>
            <div style={{ marginTop: 4, display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
              <PlainText type="secondary" style={{ fontSize: 13 }}>
                {stateName(p.state_id)}
              </PlainText>
              <Tag color={TYPE_COLORS[p.type_link] ?? 'default'} style={{ marginInlineEnd: 0 }}>
                {linkTypeLabel(p.type_link)}
              </Tag>
            </div>
          </div>
        ),
      },
      actionsColumn(false),
    ],
    [actionsColumn],
  );

  return (
    <section aria-labelledby="admin-posts-title">
      <PageTitle id="admin-posts-title" title={ADMIN_POSTS_HEAD.title} subtitle={ADMIN_POSTS_HEAD.subtitle} />
      <RowsBody state={state}>
        {(rows) => (
          <AdminTable<Post>
            pageSizeKey="admin-posts"
            label="Posts cadastrados"
            rows={rows}
            rowKey={(p) => p.id}
            columns={columns}
            compactColumns={compactColumns}
            spec={POSTS_QUERY}
            searchLabel="Buscar posts"
            searchPlaceholder="Buscar por título, descrição, link ou estado"
            emptyText="Nenhum post cadastrado ainda."
            actions={<NewRowButton form={form}>Novo post</NewRowButton>}
          />
        )}
      </RowsBody>
      {form.open ? (
        <FormSlot>
          <PostForm.Screen key={form.key} post={form.row} onClose={form.close} onSaved={form.saved} />
        </FormSlot>
      ) : null}
    </section>
  );
}
