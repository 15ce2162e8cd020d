// "Seu nome no fórum: X · Alterar": the name others see instead of the e-mail (LGPD), and a
// dialog to change it. The dialog checks the name as the database will (2–40 characters, no
// blank, control or invisible characters), shows what is wrong under the field, and keeps
// what was typed when the database refuses it.
import { Component, Suspense, useId, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { logError } from '../supabase';
import { writeErrorMessage } from '../supabase-errors';
import type { DisplayName } from '../use-display-name';
import { checkDisplayName } from '../forum-text';
import { lazyScreen } from '../lazy-screen';
import type { DisplayNameDialogProps } from './display-name-dialog';
import { PlainParagraph, PlainText } from './plain-typography';

const NameDialog = lazyScreen<DisplayNameDialogProps>(() => import('./display-name-dialog').then((m) => m.DisplayNameDialog));

export const DIALOG_LOAD_FAILED = 'Não foi possível abrir a alteração do nome. Verifique sua conexão e tente de novo.';

/** A dialog whose chunk did not arrive says so here, instead of taking the page (and what is typed in it) down. */
class DialogBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onError();
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function DisplayNameBar({ displayName, onChanged }: { displayName: DisplayName; onChanged?: (name: string) => void }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // Mounted at the first "Alterar" and kept, so the dialog closes with its animation.
  const [mounted, setMounted] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const start = () => {
    setText(displayName.name ?? '');
    setProblem(null);
    setLoadFailed(false);
    setMounted(true);
    setOpen(true);
  };
  const save = async () => {
    if (saving) return;
    const check = checkDisplayName(text);
    if (check.status === 'invalid') {
      setProblem(check.message);
      return;
    }
    setSaving(true);
    try {
      const saved = await displayName.save(check.name);
      setOpen(false);
      onChanged?.(saved);
    } catch (error) {
      logError('alterar seu nome no fórum', error);
      setProblem(writeErrorMessage(error, 'Não foi possível salvar o nome. Tente novamente.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      {/* One line however long the name (issue 14): when it arrived it wrapped on a phone and
          pushed the forum's list down (CLS 0.129 at 390 px). The name ends in "…" if it must
          (a screen reader hears it whole); "Alterar" never shrinks. */}
      <PlainParagraph style={{ margin: '0 0 12px', display: 'flex', alignItems: 'baseline', whiteSpace: 'pre' }}>
        <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          <PlainText type="secondary">Seu nome no fórum: </PlainText>
          <PlainText strong data-testid="forum-display-name">
            {displayName.loading ? '…' : (displayName.name ?? 'Usuário')}
          </PlainText>
        </span>
        <PlainText type="secondary" style={{ flex: 'none' }}>
          {' · '}
        </PlainText>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined aria-hidden />}
          onClick={start}
          onPointerEnter={() => void NameDialog.preload()}
          onFocus={() => void NameDialog.preload()}
          style={{ padding: 0, flex: 'none' }}
          aria-label="Alterar seu nome no fórum"
        >
          Alterar
        </Button>
      </PlainParagraph>
      {/* Issue 14: the dialog (antd's Modal and Input) loads when "Alterar" is near, not with the forum. */}
      {loadFailed ? (
        <PlainText type="danger" role="alert" style={{ display: 'block', margin: '-8px 0 12px' }}>
          {DIALOG_LOAD_FAILED}
        </PlainText>
      ) : null}
      {mounted ? (
        <DialogBoundary
          onError={() => {
            // Unmounted, so the next "Alterar" asks for the chunk again (lazyScreen forgets a failure).
            setMounted(false);
            setOpen(false);
            setLoadFailed(true);
          }}
        >
          <Suspense fallback={null}>
            <NameDialog.Screen
              id={id}
              open={open}
              saving={saving}
              text={text}
              problem={problem}
              onText={(value) => {
                setText(value);
                if (problem) setProblem(null);
              }}
              onSave={() => void save()}
              onCancel={() => setOpen(false)}
            />
          </Suspense>
        </DialogBoundary>
      ) : null}
    </>
  );
}
