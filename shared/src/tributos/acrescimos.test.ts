/** @jest-environment node */
// The source of the Selic rates in the memória follows the table the caller priced with
// (issue 18: the calculator reads the database's table; the memória must not cite another).
import { calcularAcrescimos } from './acrescimos';
import { FONTE_SELIC } from './selic';

const passoDosJuros = (fonteSelic?: string) =>
  calcularAcrescimos({ principal: 1000, vencimento: '2025-06-20', pagamento: '2025-09-10', tributo: 'DARF', fonteSelic }).passos.find((p) =>
    p.descricao.startsWith('Juros de mora (Selic'),
  )!;

describe('calcularAcrescimos: a fonte da Selic na memória', () => {
  it('cita a tabela embarcada por padrão', () => {
    expect(passoDosJuros().fundamento).toBe(`Lei 9.430/1996 art. 61 § 3º c/c art. 5º § 3º; ${FONTE_SELIC}`);
  });

  it('cita a fonte que quem chamou informou', () => {
    expect(passoDosJuros('tabela do banco de dados').fundamento).toBe(
      'Lei 9.430/1996 art. 61 § 3º c/c art. 5º § 3º; tabela do banco de dados',
    );
  });
});
