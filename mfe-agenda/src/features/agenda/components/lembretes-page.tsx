import type { RemoteProps } from '@semmultas/shared/types';
import { PageHeader } from '@semmultas/shared/ui/page-header';
import { AGENDA_TITLE } from '../utils/titulo';
import { LembretesCalendario } from './lembretes-calendario';

/** /agenda-tributaria/lembretes: e-mail reminders and the calendar feed (premium). */
export function LembretesPage({ supabase, user, plan, basePath, config }: RemoteProps) {
  return (
    <section aria-labelledby="lembretes-title">
      <PageHeader
        title="Lembretes e calendário"
        titleId="lembretes-title"
        subtitle="Avisos por e-mail antes de cada vencimento e a agenda tributária no aplicativo de calendário que você já usa."
        back={{ to: basePath, label: AGENDA_TITLE }}
      />
      <LembretesCalendario
        supabase={supabase}
        userId={user?.id ?? ''}
        // The feed is the API's Edge Function; calendar apps fetch it there, without a session.
        apiUrl={config?.supabaseUrl ?? window.location.origin}
        premium={plan === 'premium' || user?.is_admin === true}
      />
    </section>
  );
}
