import { databaseSentence, errorCode, isPermissionDenied, writeErrorMessage } from './supabase-errors';

describe('isPermissionDenied', () => {
  it('recognises a refusal by the database', () => {
    expect(isPermissionDenied({ code: '42501', message: 'permission denied for table posts' })).toBe(true);
    expect(isPermissionDenied({ code: 'PGRST301', message: 'JWT expired' })).toBe(true);
    expect(isPermissionDenied({ status: 403 })).toBe(true);
  });
  it('leaves other failures to the load-error path', () => {
    expect(isPermissionDenied({ code: '57014' })).toBe(false);
    expect(isPermissionDenied(new TypeError('Failed to fetch'))).toBe(false);
    expect(isPermissionDenied(null)).toBe(false);
    expect(isPermissionDenied('erro')).toBe(false);
  });
});

describe('databaseSentence / writeErrorMessage: the one error vocabulary', () => {
  it("shows the database's Portuguese sentence for the codes in supabase/README's table", () => {
    for (const code of ['42501', '22023', '22007', 'PT404', 'PT409', 'PT429', 'P0002', '23505', '23503']) {
      expect(databaseSentence({ code, message: ' Frase do banco. ' })).toBe('Frase do banco.');
    }
    expect(writeErrorMessage({ code: '22023', message: 'O valor deve ser maior que zero.' }, 'Erro')).toBe(
      'O valor deve ser maior que zero.',
    );
  });

  it("never shows PostgreSQL's own English, a network failure or an unknown code", () => {
    expect(databaseSentence({ code: '23505', message: 'duplicate key value violates unique constraint "taxas_selic_pkey"' })).toBeNull();
    expect(databaseSentence({ code: '23503', message: 'update or delete on table "x" violates foreign key constraint' })).toBeNull();
    expect(databaseSentence({ code: '57014', message: 'canceling statement due to statement timeout' })).toBeNull();
    expect(databaseSentence(new TypeError('Failed to fetch'))).toBeNull();
    expect(databaseSentence({ code: '22023', message: '  ' })).toBeNull();
    expect(writeErrorMessage(new TypeError('Failed to fetch'), 'Não foi possível salvar. Verifique sua conexão.')).toBe(
      'Não foi possível salvar. Verifique sua conexão.',
    );
  });

  it('reads the code of an error', () => {
    expect(errorCode({ code: 'PT409' })).toBe('PT409');
    expect(errorCode('x')).toBeNull();
    expect(errorCode({ code: 1 })).toBeNull();
  });
});
