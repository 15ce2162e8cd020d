// Termos de Uso and Política de Privacidade (issue 21): the admin edits both here; they are
// shown at /termos-de-uso and /politica-de-privacidade and linked from the footer and sign-up.
import { useState } from 'react';
import { Button, Card, Flex } from 'antd';
import { PlainText } from '@semmultas/shared/ui/plain-typography';
import { EditOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { formatDateBR } from '@semmultas/shared/format';
import { LEGAL_PAGES, type PaginaLegal } from '@semmultas/shared/legal';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { queryState } from '@semmultas/shared/query';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { useAdmin } from '../../../lib/admin-context';
import { PageTitle } from '../../../components/page-title';
import { upsertRow, useUpdateRows } from '../../../lib/rows-cache';
import { PAGINAS_LEGAIS_KEY, paginasLegaisQueryOptions } from '../api/get-paginas-legais';
import { PAGINAS_LEGAIS_TITLE } from '../../../lib/page-titles';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { FormSlot } from '../../../components/form-slot';
import { PlainSkeleton } from '@semmultas/shared/ui/plain-card';

/** Issue 14: the form dialog's chunk loads when it is first opened (or about to be). */
const PaginaLegalForm = lazyScreen(() => import('./pagina-legal-form-modal').then((m) => m.PaginaLegalFormModal));

const TITLE_ID = 'paginas-legais-title';

export function PaginasLegaisPage() {
  const { supabase } = useAdmin();
  const request = queryState(useQuery(paginasLegaisQueryOptions(supabase)));
  const update = useUpdateRows<PaginaLegal>(PAGINAS_LEGAIS_KEY);
  const [editing, setEditing] = useState<PaginaLegal | null>(null);

  let body;
  if (request.status === 'loading') body = <PlainSkeleton rows={6} />;
  else if (request.status === 'error') body = <LoadError onRetry={request.retry} />;
  else
    body = (
      <Flex vertical gap={16}>
        {request.data.map((p) => {
          const path = LEGAL_PAGES.find((l) => l.slug === p.slug)?.path ?? '/';
          return (
            <Card
              key={p.slug}
              size="small"
              title={
                <span role="heading" aria-level={3}>
                  {p.title}
                </span>
              }
            >
              <Flex justify="space-between" align="center" wrap gap={12}>
                <PlainText type="secondary">
                  Endereço público: {path} · última atualização em {formatDateBR(todayInSaoPaulo(new Date(p.updated_at)))}
                </PlainText>
                <Flex gap={8} wrap>
                  <Button href={path} target="_blank" rel="noopener" icon={<ExportOutlined aria-hidden />}>
                    Ver página
                  </Button>
                  <Button
                    type="primary"
                    icon={<EditOutlined aria-hidden />}
                    onClick={() => setEditing(p)}
                    onMouseEnter={PaginaLegalForm.preload}
                    onFocus={PaginaLegalForm.preload}
                    aria-label={`Editar ${p.title}`}
                  >
                    Editar
                  </Button>
                </Flex>
              </Flex>
            </Card>
          );
        })}
      </Flex>
    );

  return (
    <section aria-labelledby={TITLE_ID}>
      <PageTitle
        id={TITLE_ID}
        title={PAGINAS_LEGAIS_TITLE}
        subtitle="Os textos que o rodapé e o cadastro mostram. A razão social, o CNPJ, o endereço e o e-mail vêm da configuração do site."
      />
      {body}
      {editing ? (
        <FormSlot>
          <PaginaLegalForm.Screen
            pagina={editing}
            onClose={() => setEditing(null)}
            onSaved={(p) => {
              void update((rows) => upsertRow(rows, p, (r) => r.slug));
              setEditing(null);
            }}
          />
        </FormSlot>
      ) : null}
    </section>
  );
}
