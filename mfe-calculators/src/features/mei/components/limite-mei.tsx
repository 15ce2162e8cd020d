import { PlainProgress } from '@semmultas/shared/ui/plain-progress';
import { formatBRL } from '@semmultas/shared/format';
import type { ResultadoMei } from '../utils/calculadora-mei';

/** The year's revenue against the limit, and what an excess up to and above 20 % does (SIMPLES.md §12). */
export function LimiteMei({ resultado }: { resultado: ResultadoMei }) {
  const { limite, receitaAno } = resultado;
  const uso = receitaAno === null ? null : (receitaAno / limite.limite) * 100;
  const status = uso === null ? undefined : uso > 100 ? 'exception' : uso >= 80 ? 'normal' : 'success';
  return (
    <div className="sm-calc-bloco">
      {uso !== null ? (
        <div className="sm-calc-bloco">
          <div id="mei-progresso-rotulo">
            Receita do ano: {formatBRL(receitaAno!)} de {formatBRL(limite.limite)} ({Math.floor(uso)}% do limite)
          </div>
          <PlainProgress percent={Math.min(uso, 100)} status={status} aria-labelledby="mei-progresso-rotulo" />
          {uso >= 80 && uso <= 100 ? <div className="sm-calc-detalhe">Perto do limite: acompanhe as vendas dos próximos meses.</div> : null}
        </div>
      ) : null}
      <div className="sm-calc-detalhe" style={{ fontSize: 'inherit' }}>
        <strong>Se passar do limite:</strong> até 20% acima (até {formatBRL(limite.limiteMais20)}), continua MEI até 31/12 e vira ME/EPP em
        1º de janeiro, pagando o imposto sobre o excesso com o DAS de janeiro. Mais de 20% acima, o desenquadramento volta a 1º de janeiro
        (ou à abertura, no ano em que abriu), com os tributos recalculados e acréscimos.
      </div>
    </div>
  );
}
