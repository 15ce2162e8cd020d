/** @jest-environment node */
import estados from '../states.json';
import { dadosUf, ehUf, explicacaoMetodoDifal, siglasUf, ufs, type UF } from './uf-data';

describe('dados por UF', () => {
  it('tem as 27 unidades, na ordem e com os nomes de shared/states.json (DECISIONS.md 7)', () => {
    expect(ufs).toHaveLength(27);
    expect(ufs.map((uf) => [uf.sigla, uf.nome])).toEqual(
      (estados as { sigla: string; state_name: string }[]).map((e) => [e.sigla, e.state_name]),
    );
  });

  it('reproduz as alíquotas internas de ICMS.md §6', () => {
    const icmsMd: Record<UF, number> = {
      AC: 19,
      AL: 19,
      AP: 18,
      AM: 20,
      BA: 20.5,
      CE: 20,
      DF: 20,
      ES: 17,
      GO: 19,
      MA: 23,
      MT: 17,
      MS: 17,
      MG: 18,
      PA: 19,
      PB: 20,
      PR: 19.5,
      PE: 20.5,
      PI: 22.5,
      RJ: 20,
      RN: 20,
      RS: 17,
      RO: 19.5,
      RR: 20,
      SC: 17,
      SP: 18,
      SE: 19,
      TO: 20,
    };
    for (const uf of ufs) expect([uf.sigla, uf.aliquotaInterna]).toEqual([uf.sigla, icmsMd[uf.sigla]]);
  });

  it('registra o FCP usual de AL, RJ e SE com o nome do fundo', () => {
    expect(dadosUf('AL').fcp).toEqual({ nome: 'FECOEP', percentualUsual: 1 });
    expect(dadosUf('RJ').fcp).toEqual({ nome: 'FECP', percentualUsual: 2 });
    expect(dadosUf('SE').fcp).toEqual({ nome: 'FUNPOBREZA', percentualUsual: 1 });
    for (const uf of ufs) expect(uf.fcp.percentualUsual).toBeLessThanOrEqual(2); // ADCT art. 82 §1º
  });

  it('registra fundamento e vigência onde ICMS.md os dá', () => {
    expect(dadosUf('BA')).toMatchObject({ fundamentoAliquota: 'Lei nº 14.629/2023', vigenciaAliquota: '2024-02-07' });
    expect(dadosUf('MA')).toMatchObject({ fundamentoAliquota: 'Lei nº 12.426/2024', vigenciaAliquota: '2025-02-23' });
    expect(dadosUf('PI')).toMatchObject({ fundamentoAliquota: 'Lei nº 8.558/2024', vigenciaAliquota: '2025-04-01' });
    expect(dadosUf('PE').vigenciaAliquota).toBe('2024-01-01');
    expect(dadosUf('RN').vigenciaAliquota).toBe('2025-03-20');
  });

  it('usa datas ISO válidas', () => {
    for (const uf of ufs) {
      if (uf.vigenciaAliquota === null) continue;
      expect(new Date(`${uf.vigenciaAliquota}T12:00:00Z`).toISOString().slice(0, 10)).toBe(uf.vigenciaAliquota);
    }
  });

  it('põe cada UF na sua região', () => {
    const porRegiao = (regiao: string) =>
      ufs
        .filter((uf) => uf.regiao === regiao)
        .map((uf) => uf.sigla)
        .sort();
    expect(porRegiao('Sul')).toEqual(['PR', 'RS', 'SC']);
    expect(porRegiao('Sudeste')).toEqual(['ES', 'MG', 'RJ', 'SP']);
    expect(porRegiao('Centro-Oeste')).toEqual(['DF', 'GO', 'MS', 'MT']);
    expect(porRegiao('Norte')).toEqual(['AC', 'AM', 'AP', 'PA', 'RO', 'RR', 'TO']);
    expect(porRegiao('Nordeste')).toHaveLength(9);
  });

  it('só marca como confirmado o método de DIFAL com fonte (RS, exemplo de ICMS.md §5)', () => {
    expect(ufs.filter((uf) => uf.metodoDifalConfirmado).map((uf) => uf.sigla)).toEqual(['RS']);
  });

  it('reconhece siglas e recusa o resto', () => {
    expect(siglasUf).toContain('TO');
    expect(ehUf('SP')).toBe(true);
    expect(ehUf('sp')).toBe(false);
    expect(ehUf('XX')).toBe(false);
    expect(() => dadosUf('XX' as UF)).toThrow(RangeError);
  });
});

describe('explicacaoMetodoDifal (issue 21: the help cites its source)', () => {
  it('says RS was checked, with the law', () => {
    const rs = explicacaoMetodoDifal('RS');
    expect(rs.confirmado).toBe(true);
    expect(rs.texto).toContain('RS usa base dupla');
    expect(rs.texto).toContain('LC 87/1996, art. 13, § 1º, I');
  });

  it('says what was not checked and where to confirm it', () => {
    const sp = explicacaoMetodoDifal('SP');
    expect(sp).toMatchObject({ metodo: 'base dupla', confirmado: false });
    expect(sp.texto).toContain('A lei estadual de SP não foi conferida por nós');
    expect(sp.texto).toContain('Convênio ICMS 236/2021, cláusula 2ª, § 1º');
    expect(sp.texto).toContain('Confirme na SEFAZ de SP');
  });
});
