// SPEC §5 and §8, character for character. Code and tests import them from here so a typo
// cannot hide in one place.
import { PASSWORD_RULE } from './password-policy';

export const MSG = {
  loginFailed: 'Erro ao fazer login, verifique as informações',
  resetNeedsEmail: 'Preencha o campo Email antes de redefinir a senha',
  resetLinkFailed: 'Ocorreu um erro ao enviar link de redefinição',
  resetLinkSent: 'Link de redefinição enviado para seu e-mail',
  signupFillAll: 'Por favor, preencha todos os campos.',
  passwordsDontMatch: 'As senhas não coincidem.',
  resetPasswordsInvalid: 'As senhas não coincidem ou estão vazias.',
  // SPEC said 6; issue 13 raised the rule (shared/src/password-policy.ts).
  passwordHint: PASSWORD_RULE,
  signupFailed: 'Erro ao criar conta. Tente novamente.',
  signupSuccess: 'Conta criada com sucesso! Faça login para acessar.',
  resetFailed: 'Erro ao redefinir senha. Tente novamente.',
  resetSuccess: 'Senha redefinida com sucesso! Faça login novamente.',
  tokenInvalid: 'Erro ao autenticar. Token inválido ou expirado.',
  tokenMissing: 'Token não encontrado. O link pode estar expirado.',
  loadError: 'Erro ao carregar dados',
  transactionInvalid: 'Por favor, preencha todos os campos corretamente.',
  categoryBlank: 'O nome da categoria não pode estar vazio.',
  unknownLinkType: 'Tipo de link desconhecido.',
  stateWithoutSigla: 'Estado sem sigla definida.',
  remoteDown: 'Este módulo está temporariamente indisponível',
  retry: 'Tentar novamente',
  underConstruction: 'Em construção',
  tipTypeUnknown: 'Tipo não encontrado',
} as const;

/** SPEC §5 deletion confirmations. */
export const CONFIRM = {
  deletePost: 'Tem certeza que deseja excluir este botão?',
  deleteTip: 'Tem certeza que quer excluir esta dica?',
  deleteSubscription: 'Tem certeza que quer excluir esta assinatura?',
  deleteTransaction: (description: string) => `Tem certeza de que deseja excluir "${description}"?`,
  deleteCategory: 'Tem certeza de que deseja excluir esta categoria?',
} as const;

/** SPEC §8 error alerts of data calls. */
export const ERR = {
  updatePost: 'Erro ao atualizar post',
  addPost: 'Erro ao adicionar post',
  deletePost: 'Erro ao deletar post',
  updateTip: 'Erro ao atualizar dica',
  addTip: 'Erro ao adicionar dica',
  deleteTip: 'Erro ao deletar dica',
  updateSubscription: 'Erro ao atualizar assinatura',
  deleteSubscription: 'Erro ao deletar assinatura',
  saveTransaction: 'Erro ao salvar transação.',
  deleteTransaction: 'Erro ao excluir transação.',
  saveCategory: 'Erro ao salvar categoria.',
  deleteCategory: 'Erro ao excluir categoria.',
} as const;
