import type { Post } from '@semmultas/shared/types';
import {
  EMPTY_POST,
  STATE_OPTIONS,
  linkTypeLabel,
  stateMatch,
  postToFormValues,
  toPostPayload,
  validatePost,
  type PostFormValues,
} from './post-form';

const valid: PostFormValues = {
  title: 'Emissão de NF-e',
  description: '',
  state_id: 25,
  type_link: 1,
  link_url: 'https://www.fazenda.sp.gov.br/',
  html_archive: '',
};

describe('post form validation', () => {
  it('accepts a complete post of each link type', () => {
    expect(validatePost(valid)).toEqual({});
    expect(validatePost({ ...valid, type_link: 0 })).toEqual({});
    expect(validatePost({ ...valid, type_link: 2, link_url: '', html_archive: '<p>Glossário</p>' })).toEqual({});
  });

  it('says what is missing in an empty form', () => {
    expect(validatePost(EMPTY_POST)).toEqual({
      title: 'Informe o título.',
      state_id: 'Escolha o estado.',
      type_link: 'Escolha o tipo de link.',
    });
  });

  it('requires a title of at most 150 characters, ignoring surrounding spaces', () => {
    expect(validatePost({ ...valid, title: '   ' }).title).toBe('Informe o título.');
    expect(validatePost({ ...valid, title: 'x'.repeat(151) }).title).toBe('O título pode ter no máximo 150 caracteres.');
    expect(validatePost({ ...valid, title: ` ${'x'.repeat(150)} ` }).title).toBeUndefined();
  });

  it('limits the description to 1000 characters', () => {
    expect(validatePost({ ...valid, description: 'x'.repeat(1001) }).description).toBe('A descrição pode ter no máximo 1000 caracteres.');
  });

  it('accepts the 27 states and 28, 29, 30 only', () => {
    for (const id of [1, 25, 27, 28, 29, 30]) expect(validatePost({ ...valid, state_id: id }).state_id).toBeUndefined();
    for (const id of [0, 31, -1]) expect(validatePost({ ...valid, state_id: id }).state_id).toBe('Escolha o estado.');
  });

  it('requires an http(s) link for types 0 and 1, and checks it when given for type 2', () => {
    expect(validatePost({ ...valid, type_link: 0, link_url: '' }).link_url).toBe('O link é obrigatório para os tipos 0 e 1.');
    expect(validatePost({ ...valid, type_link: 1, link_url: '  ' }).link_url).toBe('O link é obrigatório para os tipos 0 e 1.');
    expect(validatePost({ ...valid, link_url: 'www.sefaz.br' }).link_url).toBe('O link deve começar com http:// ou https://.');
    expect(validatePost({ ...valid, link_url: 'javascript:alert(1)' }).link_url).toBe('O link deve começar com http:// ou https://.');
    expect(validatePost({ ...valid, type_link: 2, html_archive: '<p>x</p>', link_url: 'nada' }).link_url).toBe(
      'O link deve começar com http:// ou https://.',
    );
  });

  it('requires the HTML for type 2 only', () => {
    expect(validatePost({ ...valid, type_link: 2, html_archive: '<p>&nbsp;</p>' }).html_archive).toBe(
      'Escreva o conteúdo do documento HTML.',
    );
    expect(validatePost({ ...valid, type_link: 1, html_archive: '' }).html_archive).toBeUndefined();
  });
});

describe('post payload', () => {
  it('trims, sends blanks as null and keeps html_archive only for type 2', () => {
    expect(
      toPostPayload({ ...valid, title: '  NF-e ', description: '  ', link_url: ' https://x.br ', html_archive: '<p>sobra</p>' }),
    ).toEqual({
      title: 'NF-e',
      description: null,
      link_url: 'https://x.br',
      state_id: 25,
      type_link: 1,
      html_archive: null,
    });
    expect(toPostPayload({ ...valid, type_link: 0, html_archive: '<p>sobra</p>' }).html_archive).toBeNull();
    expect(toPostPayload({ ...valid, type_link: 2, link_url: '', html_archive: '<p>Glossário</p>' })).toMatchObject({
      type_link: 2,
      link_url: null,
      html_archive: '<p>Glossário</p>',
    });
  });

  it('reads a stored post back into the form', () => {
    const post: Post = {
      id: 7,
      title: 'Glossário',
      description: null,
      link_url: null,
      state_id: 29,
      type_link: 2,
      html_archive: '<p>x</p>',
    };
    expect(postToFormValues(post)).toEqual({
      title: 'Glossário',
      description: '',
      state_id: 29,
      type_link: 2,
      link_url: '',
      html_archive: '<p>x</p>',
    });
    expect(postToFormValues(null)).toEqual(EMPTY_POST);
  });
});

describe('pickers', () => {
  it('offers the 27 states by name in alphabetical order, then 28, 29 and 30', () => {
    expect(STATE_OPTIONS.estados).toHaveLength(27);
    const names = STATE_OPTIONS.estados.map((o) => o.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(STATE_OPTIONS.estados.find((o) => o.label === 'São Paulo')?.value).toBe(25);
    expect(STATE_OPTIONS.especiais).toEqual([
      { value: 28, label: 'Receita Federal' },
      { value: 29, label: 'Relacionadas' },
      { value: 30, label: 'Todos os estados' },
    ]);
  });

  it('finds a state by its UF first, then by the start or any part of its name', () => {
    const all = [...STATE_OPTIONS.especiais, ...STATE_OPTIONS.estados];
    const found = (input: string) =>
      all
        .map((o) => ({ o, rank: stateMatch(input, o) }))
        .filter((m) => m.rank !== null)
        .sort((a, b) => a.rank! - b.rank!)
        .map((m) => m.o.label);
    expect(found('SP')).toEqual(['São Paulo', 'Espírito Santo']);
    expect(found('sao')).toEqual(['São Paulo']);
    expect(found('relac')).toEqual(['Relacionadas']);
    expect(found('para')).toEqual(['Pará', 'Paraíba', 'Paraná']);
    expect(found('zz')).toEqual([]);
  });

  it('names the link types', () => {
    expect(linkTypeLabel(0)).toBe('Página no app');
    expect(linkTypeLabel(1)).toBe('Nova aba');
    expect(linkTypeLabel(2)).toBe('Documento HTML');
    expect(linkTypeLabel(9)).toBe('Tipo de link desconhecido.');
  });
});
