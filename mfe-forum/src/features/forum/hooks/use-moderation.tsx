// The admin's deletions, through the shared confirmation (DECISIONS 6: Modal.confirm): it asks
// first, and a failed deletion is said inside the dialog, whose "Tentar novamente" runs it again
// without asking twice.
import { useCallback, useMemo } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumReply, ForumThreadSummary } from '@semmultas/shared/types';
import { truncate } from '@semmultas/shared/format';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import { deleteReply, deleteThread } from '../api/moderate';

export const CONFIRM_DELETE_THREAD = 'Tem certeza de que deseja excluir este tópico?';
export const CONFIRM_DELETE_REPLY = 'Tem certeza de que deseja excluir esta resposta?';

export interface Moderation {
  deleteThread: (thread: ForumThreadSummary, onDeleted: () => void) => void;
  deleteReply: (thread: ForumThreadSummary, reply: ForumReply, onDeleted: () => void) => void;
}

export function useModeration(supabase: SupabaseClient): Moderation {
  const confirm = useConfirmedAction();

  const ask = useCallback(
    (title: string, excerpt: string, what: string, action: () => Promise<unknown>, onDeleted: () => void) =>
      confirm({
        title,
        content: `“${truncate(excerpt, 140)}”`,
        action: async () => {
          await action();
          onDeleted();
        },
        failure: `Erro ao excluir ${what}`,
        label: `excluir ${what} do fórum`,
      }),
    [confirm],
  );

  // One object while the confirmation and the client stay the same (moderation-host.tsx hands it on).
  return useMemo(
    () => ({
      deleteThread: (thread, onDeleted) =>
        ask(CONFIRM_DELETE_THREAD, thread.description, 'o tópico', () => deleteThread(supabase, thread.id), onDeleted),
      deleteReply: (thread, reply, onDeleted) =>
        ask(CONFIRM_DELETE_REPLY, reply.response, 'a resposta', () => deleteReply(supabase, thread.id, reply.id), onDeleted),
    }),
    [ask, supabase],
  );
}
