// DECISIONS.md 11: CKEditor 5, self-hosted, loaded only when an editor is on screen. This file
// is light: the editor and its CSS live behind the dynamic import below, in their own chunks,
// so the admin's first screen (and every other area) never downloads them.
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { theme } from 'antd';
import { logError } from '@semmultas/shared/supabase';

export const EDITOR_LOADING = 'Loading...';
export const EDITOR_ERROR = 'Error!';

export interface HtmlEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  licenseKey: string;
  /** Set by antd's Form.Item when the field has an error. */
  'aria-invalid'?: boolean;
  id?: string;
}

function lazyEditor() {
  return lazy(async () => {
    const mod = await import(/* webpackChunkName: "ckeditor" */ './ckeditor-field');
    await mod.loadEditorCss();
    return mod;
  });
}

// React.lazy keeps a failed import for good: after a failure the next editor tries afresh.
let CkEditorField = lazyEditor();

class EditorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    logError('carregar o editor HTML', error);
    CkEditorField = lazyEditor();
  }
  override render() {
    return this.state.failed ? <EditorStatus role="alert" text={EDITOR_ERROR} /> : this.props.children;
  }
}

function EditorStatus({ text, role }: { text: string; role: 'status' | 'alert' }) {
  const { token } = theme.useToken();
  return (
    <div
      role={role}
      style={{
        minHeight: 220,
        display: 'grid',
        placeItems: 'center',
        border: `1px dashed ${role === 'alert' ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        color: role === 'alert' ? token.colorError : token.colorTextSecondary,
      }}
    >
      {text}
    </div>
  );
}

export function HtmlEditor(props: HtmlEditorProps) {
  return (
    <EditorBoundary>
      <Suspense fallback={<EditorStatus role="status" text={EDITOR_LOADING} />}>
        <CkEditorField {...props} />
      </Suspense>
    </EditorBoundary>
  );
}
