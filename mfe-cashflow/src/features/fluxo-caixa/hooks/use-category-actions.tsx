// The categories' writes, each owning its confirmation and its failure: adding and renaming say
// a failure inside the categories dialog (it keeps what was typed); deleting asks first, and a
// category still in use asks what to do with its entries (SPEC §5).
import { App } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Category } from '@semmultas/shared/types';
import { CONFIRM, ERR } from '@semmultas/shared/messages';
import { logError } from '@semmultas/shared/supabase';
import { errorCode } from '@semmultas/shared/supabase-errors';
import { addCategory, deleteCategory, renameCategory, type OnCategoryTransactions } from '../api/fluxo-caixa-api';
import { CategoryInUseChoice, initialChoice, type CategoryChoice } from '../components/category-in-use-choice';
import { failureText } from '../utils/failure-text';
import { sortCategories, type Ledger } from '../utils/ledger';

export function useCategoryActions(
  ledger: Ledger,
  run: (write: (s: SupabaseClient) => Promise<Ledger>) => Promise<Ledger>,
  refresh: () => void,
) {
  const { message, modal } = App.useApp();

  const save = async (write: (s: SupabaseClient) => Promise<Ledger>, done: string) => {
    try {
      await run(write);
    } catch (error) {
      logError('salvar categoria', error);
      throw new Error(failureText(ERR.saveCategory, error));
    }
    message.success(done);
  };

  const remove = async (c: Category, mode: OnCategoryTransactions, target: string | null) => {
    try {
      await run((s) => deleteCategory(s, c.id, mode, target));
      message.success('Categoria excluída.');
    } catch (error) {
      logError('excluir categoria', error);
      message.error(failureText(ERR.deleteCategory, error, false));
      // 23503: another tab started using it meanwhile; re-read so the next try asks what to do.
      if (errorCode(error) === '23503') refresh();
    }
  };

  const confirmDelete = (c: Category) => {
    const used = ledger.transactions.filter((t) => t.category?.toLowerCase() === c.name.toLowerCase()).length;
    if (!used) {
      modal.confirm({
        title: CONFIRM.deleteCategory,
        content: `A categoria “${c.name}” não é usada por nenhum lançamento.`,
        okText: 'Excluir',
        okButtonProps: { danger: true },
        cancelText: 'Cancelar',
        onOk: () => remove(c, 'block', null),
      });
      return;
    }
    const others = sortCategories(ledger.categories)
      .filter((x) => x.id !== c.id)
      .map((x) => x.name);
    let choice: CategoryChoice = initialChoice(others);
    modal.confirm({
      title: CONFIRM.deleteCategory,
      content: <CategoryInUseChoice name={c.name} count={used} others={others} onChange={(next) => (choice = next)} />,
      okText: 'Excluir categoria',
      okButtonProps: { danger: true },
      cancelText: 'Cancelar',
      width: 480,
      onOk: () => remove(c, choice.mode, choice.mode === 'reassign' ? choice.target : null),
    });
  };

  return {
    add: (name: string) => save((s) => addCategory(s, name), 'Categoria adicionada.'),
    rename: (c: Category, name: string) => save((s) => renameCategory(s, c.id, name), 'Categoria renomeada.'),
    confirmDelete,
  };
}
