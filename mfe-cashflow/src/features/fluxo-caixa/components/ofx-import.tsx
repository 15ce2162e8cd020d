// Importar OFX: pick a statement, read it in the browser, review it, write it as one batch.
// A failure is said once: a file that cannot be read by a toast (no dialog is open yet), a
// batch the database refused inside the review dialog, which keeps the user's choices.
import { forwardRef, lazy, Suspense, useImperativeHandle, useRef, useState, type ChangeEvent } from 'react';
import { Spin } from 'antd';
import type { Category } from '@semmultas/shared/types';
import { ERR } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import type { CashflowTransaction, TransactionInput } from '../utils/ledger';
import type { OfxFile } from '../utils/ofx';
import { lancamentos } from '../utils/words';
import { failureText } from '../utils/failure-text';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

const OfxReviewModal = lazy(() => import('./ofx-review-modal'));
const OFX_MAX_BYTES = 5 * 1024 * 1024;

export interface OfxImportHandle {
  /** Opens the file picker (and fetches the review step meanwhile). */
  pick(): void;
}

interface Props {
  transactions: CashflowTransaction[];
  categories: Category[];
  /** Writes the chosen entries in one atomic call; throws when the database refused them. */
  onImport: (items: TransactionInput[]) => Promise<unknown>;
}

export const OfxImport = forwardRef<OfxImportHandle, Props>(function OfxImport({ transactions, categories, onImport }, ref) {
  const { message } = useAppApis();
  const fileInput = useRef<HTMLInputElement>(null);
  const [ofx, setOfx] = useState<{ fileName: string; file: OfxFile } | null>(null);

  useImperativeHandle(ref, () => ({
    pick() {
      void import('./ofx-review-modal'); // fetch the review step while the user picks the file
      fileInput.current?.click();
    },
  }));

  const readOfx = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // picking the same file again must fire again
    if (!file) return;
    if (file.size > OFX_MAX_BYTES) {
      message.error('O arquivo é grande demais para um extrato OFX (máximo 5 MB).');
      return;
    }
    try {
      const [{ decodeOfx, lineCount, parseOfx }, buffer] = await Promise.all([import('../utils/ofx'), file.arrayBuffer()]);
      const parsed = parseOfx(decodeOfx(new Uint8Array(buffer)));
      if (!lineCount(parsed)) {
        message.warning(
          parsed.accounts.length === 0
            ? 'O arquivo OFX não traz extrato de nenhuma conta.'
            : parsed.accounts.some((a) => a.problems.length)
              ? 'Nenhum lançamento do extrato pôde ser lido.'
              : 'O extrato não tem lançamentos.',
        );
        return;
      }
      setOfx({ fileName: file.name, file: parsed });
    } catch (error) {
      logError('ler extrato OFX', error);
      message.error(error instanceof Error && error.name === 'OfxError' ? error.message : 'Não foi possível ler o arquivo OFX.');
    }
  };

  const importBatch = async (items: TransactionInput[]) => {
    try {
      await onImport(items);
    } catch (error) {
      logError('importar extrato', error);
      // Said once, in the review dialog that keeps the choices (no toast over it).
      throw new Error(failureText(ERR.saveTransaction, error, false));
    }
  };

  return (
    <>
      <input
        ref={fileInput}
        type="file"
        accept=".ofx,.qfx,application/x-ofx"
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => void readOfx(e)}
      />
      {ofx ? (
        <Suspense fallback={<Spin fullscreen description="Abrindo o extrato…" />}>
          <OfxReviewModal
            fileName={ofx.fileName}
            file={ofx.file}
            transactions={transactions}
            categories={categories}
            onImport={importBatch}
            onDone={(n) => {
              message.success(`${lancamentos(n)} ${n === 1 ? 'importado' : 'importados'}.`);
              setOfx(null);
            }}
            onClose={() => setOfx(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
});
