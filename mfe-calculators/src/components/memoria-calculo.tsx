import { formatBRL } from '@semmultas/shared/format';
import { formatarPercentual, type Passo } from '../engine';

function valorDoPasso(passo: Passo): string {
  return passo.unidade === 'R$' ? formatBRL(passo.valor) : formatarPercentual(passo.valor);
}

/** The memória de cálculo: each step with its formula, its result and its legal basis. */
export function MemoriaCalculo({ passos, idTitulo }: { passos: readonly Passo[]; idTitulo: string }) {
  return (
    // list-style is off for the numbered badges; role="list" keeps it a list for screen readers.
    <ol className="sm-calc-memoria" aria-labelledby={idTitulo} role="list">
      {passos.map((passo, i) => (
        <li key={`${i}-${passo.descricao}`} className="sm-calc-passo">
          <span className="sm-calc-passo-numero" aria-hidden="true">
            {i + 1}
          </span>
          <div className="sm-calc-passo-cabeca">
            <span className="sm-calc-passo-descricao">
              {passo.descricao}
              {passo.campo ? <code className="sm-calc-tag">{passo.campo}</code> : null}
            </span>
            <span className="sm-calc-numero">{valorDoPasso(passo)}</span>
          </div>
          <div className="sm-calc-formula">{passo.formula}</div>
          {passo.fundamento ? <div className="sm-calc-fundamento">Fundamento: {passo.fundamento}</div> : null}
        </li>
      ))}
    </ol>
  );
}
