// The categories' writes, each owning its confirmation and its failure: adding and renaming say
// a failure inside the categories dialog (it keeps what was typed); deleting asks first (the
// shared confirmation, which says its own failure), and a category still in use asks what to do
// with its entries (SPEC §5).

import { useRef } from 'react';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Category } from '@semmultas/shared/types';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { errorCode } from '@semmultas/shared/supabase-errors';
import { addCategory, deleteCategory, renameCategory, type OnCategoryTransactions } from '../api/fluxo-caixa-api';
import type { CategoryChoice } from '../components/category-in-use-choice';
import { failureText } from '../utils/failure-text';
import { sortCategories, type Ledger } from '../utils/ledger';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

export function useCategoryActions(
  ledger: Ledger,
  run: (write: (s: SupabaseClient) => Promise<Ledger>) => Promise<Ledger>,
  refresh: () => void,
) {
  const { message } = useAppApis();
  const asking = useRef(false);
  const confirm = useConfirmedAction();

  const save = async (write: (s: SupabaseClient) => Promise<Ledger>, done: string) => {
    try {
      await run(write);
    } catch (error) {
      logError('salvar categoria', error);
      throw new Error(failureText(ERR.saveCategory, error));
    }
    message.success(done);
  };

  const remove = (c: Category, mode: () => OnCategoryTransactions, target: () => string | null) => ({
    action: () => run((s) => deleteCategory(s, c.id, mode(), target())),
    success: 'Categoria excluída.',
    failure: ERR.deleteCategory,
    label: 'excluir categoria',
    // 23503: another tab started using it meanwhile; re-read so the next try asks what to do.
    onFailure: (error: unknown) => {
      if (errorCode(error) === '23503') refresh();
    },
  });

  const confirmDelete = async (c: Category) => {
    const used = ledger.transactions.filter((t) => t.category?.toLowerCase() === c.name.toLowerCase()).length;
    if (!used) {
      confirm({
        title: CONFIRM.deleteCategory,
        content: `A categoria “${c.name}” não é usada por nenhum lançamento.`,
        ...remove(
          c,
          () => 'block',
          () => null,
        ),
      });
      return;
    }
    const others = sortCategories(ledger.categories)
      .filter((x) => x.id !== c.id)
      .map((x) => x.name);
    // Issue 14: the question (antd's Radio, which brings antd's form code) is its own chunk,
    // fetched when the categories dialog opens (categories-modal.tsx), so this is at once.
    // A second click while it arrives (a slow connection) does not open a second question.
    if (asking.current) return;
    asking.current = true;
    let question: typeof import('../components/category-in-use-choice');
    try {
      question = await import('../components/category-in-use-choice');
    } catch (error) {
      logError('abrir a pergunta da categoria', error);
      message.error('Não foi possível abrir a pergunta. Verifique a conexão e tente de novo: nada foi excluído.');
      return;
    } finally {
      asking.current = false;
    }
    const { CategoryInUseChoice, initialChoice } = question;
    let choice: CategoryChoice = initialChoice(others);
    confirm({
      title: CONFIRM.deleteCategory,
      content: <CategoryInUseChoice name={c.name} count={used} others={others} onChange={(next) => (choice = next)} />,
      okText: 'Excluir categoria',
      width: 480,
      ...remove(
        c,
        () => choice.mode,
        () => (choice.mode === 'reassign' ? choice.target : null),
      ),
    });
  };

  return {
    add: (name: string) => save((s) => addCategory(s, name), 'Categoria adicionada.'),
    rename: (c: Category, name: string) => save((s) => renameCategory(s, c.id, name), 'Categoria renomeada.'),
    confirmDelete,
  };
}
