// The admin's deletions (DECISIONS 6: confirmations with Modal.confirm). A failed deletion is
// logged and said in a notification that offers to try again without asking twice.
import { useCallback, type ReactNode } from 'react';
import { Button, Modal, notification } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ForumReply, ForumThreadSummary } from '@semmultas/shared/types';
import { MSG } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { truncate } from '@semmultas/shared/format';
import { deleteReply, deleteThread } from '../api/moderate';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';

export const CONFIRM_DELETE_THREAD = 'Tem certeza de que deseja excluir este tópico?';
export const CONFIRM_DELETE_REPLY = 'Tem certeza de que deseja excluir esta resposta?';

export interface Moderation {
  deleteThread: (thread: ForumThreadSummary, onDeleted: () => void) => void;
  deleteReply: (thread: ForumThreadSummary, reply: ForumReply, onDeleted: () => void) => void;
  /** Render once: the dialogs and notifications live here, inside the app's theme. */
  holder: ReactNode;
}

type Notify = ReturnType<typeof notification.useNotification>[0];

/** Runs a deletion; on failure says so and offers to run it again, until it works or is dismissed. */
async function runDeletion<T>(notify: Notify, what: string, action: () => Promise<T>, onDone: (result: T) => void): Promise<void> {
  const key = `forum-moderation-${what}`;
  try {
    const result = await action();
    notify.destroy(key);
    onDone(result);
  } catch (error) {
    logError(`excluir ${what} do fórum`, error);
    notify.error({
      key,
      title: `Erro ao excluir ${what}`,
      description: writeErrorMessage(error, 'Verifique sua conexão.'),
      duration: 0,
      actions: (
        <Button type="primary" size="small" onClick={() => void runDeletion(notify, what, action, onDone)}>
          {MSG.retry}
        </Button>
      ),
    });
  }
}

export function useModeration(supabase: SupabaseClient): Moderation {
  const [modal, modalHolder] = Modal.useModal();
  const [notify, notifyHolder] = notification.useNotification();

  const confirm = useCallback(
    (title: string, excerpt: string, onOk: () => Promise<void>) =>
      void modal.confirm({
        title,
        content: `“${truncate(excerpt, 140)}”`,
        okText: 'Excluir',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk,
      }),
    [modal],
  );

  return {
    deleteThread: (thread, onDeleted) =>
      confirm(CONFIRM_DELETE_THREAD, thread.description, () =>
        runDeletion(notify, 'o tópico', () => deleteThread(supabase, thread.id), onDeleted),
      ),
    deleteReply: (thread, reply, onDeleted) =>
      confirm(CONFIRM_DELETE_REPLY, reply.response, () =>
        runDeletion(notify, 'a resposta', () => deleteReply(supabase, thread.id, reply.id), onDeleted),
      ),
    holder: (
      <>
        {modalHolder}
        {notifyHolder}
      </>
    ),
  };
}
