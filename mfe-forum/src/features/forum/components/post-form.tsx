// Writing a thread or a reply. Blank text is ignored (SPEC §5); text over the database's limit
// is stopped here with a message; a failed post keeps the text and offers to try again.
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Alert, Button, Flex } from 'antd';
import { LoadingOutlined, SendOutlined } from '@ant-design/icons';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { MSG } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { FORUM_TEXT_MAX, charLength, checkForumText, tooLongMessage, type ForumTextKind } from '@semmultas/shared/forum-text';
import { BaseTextArea } from '@semmultas/shared/ui/base-input';
import { textCountLabel } from '@semmultas/shared/forum-list';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

export interface PostFormProps {
  kind: ForumTextKind;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** Sends the trimmed text; throws (the supabase-js error) when it failed. */
  onPost: (text: string) => Promise<void>;
}

const FAILED: Record<ForumTextKind, string> = {
  thread: 'Não foi possível publicar o tópico. Seu texto foi mantido.',
  reply: 'Não foi possível enviar a resposta. Seu texto foi mantido.',
};

/**
 * 3 to 12 lines of antd's text box, with its 4 px padding above and below (the border is the
 * box around it, which also holds the count): the heights antd's autoSize gave.
 */
const GROWS = { fieldSizing: 'content', minHeight: 'calc(3lh + 8px)', maxHeight: 'calc(12lh + 8px)' } as const;

export function PostForm({ kind, label, placeholder, submitLabel, onPost }: PostFormProps) {
  const id = useId();
  const input = useRef<TextAreaRef>(null);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [tooLong, setTooLong] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    if (sending) return;
    const check = checkForumText(text);
    if (check.status === 'blank') {
      input.current?.focus();
      return;
    }
    if (check.status === 'too-long') {
      setTooLong(tooLongMessage(kind, check.length));
      input.current?.focus();
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      await onPost(check.text);
      setText('');
      setTooLong(null);
    } catch (error) {
      logError(kind === 'thread' ? 'publicar tópico no fórum' : 'responder no fórum', error);
      setFailure(writeErrorMessage(error, FAILED[kind]));
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };
  // Ctrl/⌘ + Enter sends, as in most message boxes; Enter alone is a new line.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  const helpId = `${id}-help`;
  const over = charLength(text.trim()) > FORUM_TEXT_MAX;
  return (
    <form onSubmit={onSubmit} aria-label={label} noValidate>
      <PlainText strong>
        <label htmlFor={id}>{label}</label>
      </PlainText>
      <BaseTextArea
        id={id}
        ref={input}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (tooLong && charLength(e.target.value.trim()) <= FORUM_TEXT_MAX) setTooLong(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        // Grows with the text between 3 and 12 lines by the browser's own sizing (CSS
        // field-sizing, Chrome and Edge 123+; elsewhere 3 lines that scroll). Issue 14: antd's
        // autoSize measured the text in a hidden copy inside React's commit, which laid out the
        // whole forum page there (~11 ms of the first screen's longest task at 1x CPU).
        rows={3}
        styles={{ textarea: GROWS }}
        count={{
          show: ({ count }) => textCountLabel(count, FORUM_TEXT_MAX),
          max: FORUM_TEXT_MAX,
          strategy: charLength,
        }}
        status={over || tooLong ? 'error' : undefined}
        aria-invalid={over || tooLong ? true : undefined}
        aria-describedby={tooLong ? helpId : undefined}
        style={{ marginTop: 6 }}
      />
      {tooLong ? (
        <PlainText type="danger" id={helpId} role="alert" style={{ display: 'block', marginTop: 20 }}>
          {tooLong}
        </PlainText>
      ) : null}
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure}
          style={{ marginTop: tooLong ? 8 : 24 }}
          action={
            <Button size="small" onClick={() => void submit()} aria-busy={sending || undefined}>
              {MSG.retry}
            </Button>
          }
        />
      ) : null}
      <Flex justify="flex-end" style={{ marginTop: tooLong || failure ? 12 : 24 }}>
        {/* Not antd's `loading`: it would add an English "loading" to the button's name. */}
        <Button
          type="primary"
          htmlType="submit"
          icon={sending ? <LoadingOutlined aria-hidden /> : <SendOutlined aria-hidden />}
          aria-busy={sending || undefined}
        >
          {submitLabel}
        </Button>
      </Flex>
    </form>
  );
}
