import { FORUM_TEXT_MAX, charLength, checkDisplayName, checkForumText, isBlank, tooLongMessage } from './forum-text';

describe('checkForumText', () => {
  it('ignores blank text (SPEC §5), spaces, tabs and line breaks included', () => {
    for (const blank of ['', '   ', '\n\t \n']) expect(checkForumText(blank)).toEqual({ status: 'blank' });
  });

  it('counts Unicode spaces and invisible characters as blank, like the database', () => {
    for (const blank of [
      '\u00a0',
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u3000\u2003\u202f',
      '\u00a0\u200b\n',
      '\ufe0f',
      '\u2800',
    ])
      expect(checkForumText(blank)).toEqual({ status: 'blank' });
    expect(isBlank('a\u200b')).toBe(false);
  });

  it('sends the text trimmed, invisible characters at the ends included, emoji kept', () => {
    expect(checkForumText('  Olá, pessoal!\n')).toEqual({ status: 'ok', text: 'Olá, pessoal!' });
    expect(checkForumText('\u200b\u00a0Dúvida\ufeff')).toEqual({ status: 'ok', text: 'Dúvida' });
    expect(checkForumText('\u2060Obrigado ❤️\u00a0')).toEqual({ status: 'ok', text: 'Obrigado ❤️' });
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
    expect(tooLongMessage('thread', 5321)).toBe(
      'O tópico pode ter no máximo 5.000 caracteres (agora tem 5.321). Encurte o texto para publicar.',
    );
    expect(tooLongMessage('reply', 6000)).toMatch(/^A resposta pode ter no máximo 5\.000 caracteres/);
  });
});

describe('checkDisplayName (private.clean_display_name)', () => {
  it('trims and collapses Unicode spaces', () => {
    expect(checkDisplayName('  Carla\u00a0 Dias ')).toEqual({ status: 'ok', name: 'Carla Dias' });
  });

  it('refuses blank, control and invisible characters and lengths outside 2–40', () => {
    const cases: [string, RegExp][] = [
      ['', /em branco/],
      [' \u00a0\u200b\ufeff ', /em branco/],
      ['x', /entre 2 e 40/],
      ['x'.repeat(41), /entre 2 e 40/],
      ['Car\nla', /controle/],
      ['Ad\u200bmin', /invisíveis/],
      ['\u202eAna', /invisíveis/],
    ];
    for (const [raw, message] of cases) {
      const check = checkDisplayName(raw);
      expect(check.status).toBe('invalid');
      expect(check.status === 'invalid' && check.message).toMatch(message);
    }
  });
});
