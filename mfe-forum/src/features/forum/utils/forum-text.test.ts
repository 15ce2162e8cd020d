import { FORUM_TEXT_MAX, charLength, checkForumText, tooLongMessage } from './forum-text';

describe('checkForumText', () => {
  it('ignores blank text (SPEC §5), spaces, tabs and line breaks included', () => {
    for (const blank of ['', '   ', '\n\t \n']) expect(checkForumText(blank)).toEqual({ status: 'blank' });
  });

  it('sends the text trimmed', () => {
    expect(checkForumText('  Olá, pessoal!\n')).toEqual({ status: 'ok', text: 'Olá, pessoal!' });
  });

  it("stops text over the database's 5000 characters, counted like Postgres' char_length", () => {
    expect(checkForumText('a'.repeat(FORUM_TEXT_MAX))).toEqual({ status: 'ok', text: 'a'.repeat(5000) });
    expect(checkForumText(`  ${'a'.repeat(5000)}  `).status).toBe('ok');
    expect(checkForumText('a'.repeat(5001))).toEqual({ status: 'too-long', length: 5001 });
    // An emoji is two UTF-16 units but one character for the database.
    expect(charLength('💰'.repeat(5000))).toBe(5000);
    expect(checkForumText('💰'.repeat(5000)).status).toBe('ok');
  });

  it('says what the limit is and how far over the text is', () => {
    expect(tooLongMessage('thread', 5321)).toBe('O tópico pode ter no máximo 5.000 caracteres (agora tem 5.321). Encurte o texto para publicar.');
    expect(tooLongMessage('reply', 6000)).toMatch(/^A resposta pode ter no máximo 5\.000 caracteres/);
  });
});
