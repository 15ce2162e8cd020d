// Issue 14: the admin's form dialogs (antd Modal and Form, the editor, the date pickers) are in
// their own chunks, loaded when a form is first opened, or earlier when the pointer rests on
// (or the keyboard reaches) the button that opens it. While one loads, the page is covered as
// the dialog's mask would cover it, with a card that says so.
import { Suspense, type ReactNode } from 'react';
import { theme } from 'antd';
import { PlainCard, PlainSkeleton } from '@semmultas/shared/ui/plain-card';

function FormLoading() {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-label="Abrindo o formulário"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: token.zIndexPopupBase,
        background: token.colorBgMask,
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        paddingTop: 100,
      }}
    >
      <PlainCard style={{ width: 'min(520px, calc(100vw - 32px))' }}>
        <PlainSkeleton rows={4} />
      </PlainCard>
    </div>
  );
}

/** Where a page renders its form dialog: the dialog's chunk loads behind a covering skeleton. */
export function FormSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FormLoading />}>{children}</Suspense>;
}
