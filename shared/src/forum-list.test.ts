import { forumListStatus, replyCountLabel } from './forum-list';

describe("the forum list's words", () => {
  it('counts replies in Portuguese', () => {
    expect(replyCountLabel(0)).toBe('Nenhuma resposta');
    expect(replyCountLabel(1)).toBe('1 resposta');
    expect(replyCountLabel(1234)).toBe('1.234 respostas');
  });

  it('says what the list holds, and what a search found', () => {
    expect(forumListStatus({ shown: 20, total: 1234, complete: false, searching: false })).toBe('Mostrando 20 de 1.234 tópicos');
    expect(forumListStatus({ shown: 1, total: 1, complete: true, searching: false })).toBe('Mostrando 1 de 1 tópico');
    expect(forumListStatus({ shown: 20, total: 45, complete: false, searching: true })).toBe('45 tópicos encontrados · mostrando 20');
    expect(forumListStatus({ shown: 1, total: 1, complete: true, searching: true })).toBe('1 tópico encontrado');
    expect(forumListStatus({ shown: 0, total: 0, complete: true, searching: false })).toBe('');
  });
});
