// /termos-de-uso and /politica-de-privacidade (issue 21): public, read from
// public.paginas_legais (the admin edits them), company details filled from /config.json.
// Loaded on demand: the sanitizer and this page stay out of the shell's first download.
import { Flex, Skeleton, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateBR } from '@semmultas/shared/format';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { fillLegalMarkers, LEGAL_PAGES, type LegalSlug } from '@semmultas/shared/legal';
import { queryState } from '@semmultas/shared/query';
import { LoadError } from '@semmultas/shared/ui/load-error';
import { HtmlSheet } from '@semmultas/shared/ui/html-sheet';
import { useShell } from '../../lib/shell-context';
import { Logo } from '../../components/logo';
import { usePaginaLegal } from './api/get-pagina-legal';

export default function LegalPage({ slug }: { slug: LegalSlug }) {
  const { supabase, config, user } = useShell();
  const { token } = theme.useToken();
  const info = LEGAL_PAGES.find((p) => p.slug === slug)!;
  const page = queryState(usePaginaLegal(supabase, slug));
  const other = LEGAL_PAGES.find((p) => p.slug !== slug)!;
  const title = page.status === 'success' ? page.data.title : info.title;

  return (
    <Flex
      component="main"
      vertical
      align="center"
      style={{ minHeight: '100vh', padding: 'clamp(12px, 4vw, 32px)', background: token.colorBgLayout }}
    >
      <div style={{ width: '100%', maxWidth: 820 }}>
        <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 20 }}>
          <Link to={user ? '/pagina-inicial' : '/'} aria-label={user ? 'SemMultas — início' : 'SemMultas — página inicial'}>
            <Logo />
          </Link>
          <Link to={other.path}>{other.title}</Link>
        </Flex>
        <Typography.Title level={1} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        {page.status === 'success' ? (
          <>
            <Typography.Paragraph type="secondary">
              Última atualização: {formatDateBR(todayInSaoPaulo(new Date(page.data.updated_at)))}
            </Typography.Paragraph>
            <HtmlSheet html={fillLegalMarkers(page.data.content, config)} label={title} />
          </>
        ) : page.status === 'error' ? (
          <LoadError onRetry={page.retry} />
        ) : (
          <div role="status" aria-label={`Carregando ${info.title}`}>
            <Skeleton active paragraph={{ rows: 12 }} />
          </div>
        )}
      </div>
    </Flex>
  );
}
