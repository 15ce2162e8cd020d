// The one way a destructive action asks first (DECISIONS 6: Modal.confirm; issue 17): the
// dialog with the spec's question, the write run from its OK button (which shows it loading),
// and the failure said once (one live region), inside the dialog that is still open, with
// "Tentar novamente" in place of the OK button; a success toast only after the dialog has
// closed. Pages hand it the write and compose; they never catch. Focus goes back to the button
// that opened it.
import { useCallback, type ReactNode } from 'react';
import { MSG } from '../messages';
import { logError } from '../supabase';
import { databaseSentence } from '../supabase-errors';
import { useAppApis } from './lazy-app';
import { ErrorAlert, preloadErrorAlert } from './error-alert';

export interface ConfirmedAction {
  /** The question, exactly as the spec words it. */
  title: ReactNode;
  /** What is about to go (the row's name, a consequence), or a choice to make first. */
  content?: ReactNode;
  /** The OK button: 'Excluir' unless the spec names the action. */
  okText?: string;
  /** The button that closes it without acting: 'Cancelar', or 'Voltar' when the action is itself a cancellation. */
  cancelText?: string;
  /** Red OK button (default): the action cannot be undone. */
  danger?: boolean;
  width?: number;
  /** The write. It resolves when done; a rejection keeps the dialog open with the failure. */
  action: () => Promise<unknown>;
  /** Said in a toast once the dialog has closed. */
  success?: string;
  /** The spec's sentence for a failure; the database's own reason, when fit for the user, goes under it. */
  failure?: string;
  /** The reason under it, for an error that is not the database's (an API's own Portuguese sentence). */
  reason?: (error: unknown) => string | null;
  /**
   * Names the action in the one console line a failure writes. Leave it out when the action is
   * a mutation with `meta.label` (the query cache logs that one).
   */
  label?: string;
  /** After a failure has been shown: e.g. read again what another tab changed. */
  onFailure?: (error: unknown) => void;
}

const DEFAULT_FAILURE = 'Não foi possível concluir. Tente de novo.';
const NO_REASON = 'Verifique sua conexão e tente de novo.';

/** The dialog's body: the same tree before and after a failure, so a choice inside it keeps its state. */
function Body({ content, failure, reason, error }: { content: ReactNode; failure: string; reason?: string | null; error: unknown }) {
  return (
    <div>
      {content}
      {error === undefined ? null : (
        <ErrorAlert title={failure} description={reason ?? NO_REASON} style={{ marginTop: content ? 12 : 0 }} />
      )}
    </div>
  );
}

/** Returns `confirm(action)`: opens the dialog; the write runs only on OK. */
export function useConfirmedAction(): (options: ConfirmedAction) => void {
  const { modal, message } = useAppApis();
  return useCallback(
    ({
      title,
      content,
      okText = 'Excluir',
      cancelText = 'Cancelar',
      danger = true,
      width,
      action,
      success,
      failure = DEFAULT_FAILURE,
      reason = databaseSentence,
      label,
      onFailure,
    }) => {
      void preloadErrorAlert();
      const instance = modal.confirm({
        title,
        content: <Body content={content} failure={failure} error={undefined} />,
        okText,
        okButtonProps: { danger },
        cancelText,
        width,
        onOk: async () => {
          try {
            await action();
          } catch (error) {
            if (label) logError(label, error);
            instance.update({
              content: <Body content={content} failure={failure} reason={reason(error)} error={error} />,
              okText: MSG.retry,
            });
            onFailure?.(error);
            // A rejected OK keeps the dialog open (and stops the loading); antd stays silent
            // about it in "await" mode, which the `then` below turns on.
            throw error;
          }
          if (success) message.success(success);
        },
      });
      void instance.then(
        () => undefined,
        () => undefined,
      );
    },
    [modal, message],
  );
}
