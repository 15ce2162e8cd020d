import { Suspense, type ReactNode } from 'react';
import { PlainEmpty } from '@semmultas/shared/ui/plain-empty';
import { ErrorAlert, preloadErrorAlert } from '@semmultas/shared/ui/error-alert';
import { lazyScreen } from '@semmultas/shared/lazy-screen';
import { PlainCard, PlainSkeleton } from '@semmultas/shared/ui/plain-card';
import { TITULO_DO_ERRO, type Saida } from '../utils/calculadora';

/** Issue 14: the computed result (its table, copy, print) in its own chunk. */
export const Pronto = lazyScreen(() => import('./resultado-pronto').then((m) => m.ResultadoPronto));
/** Fetches the result's chunk and the error's Alert (as the pointer or the keyboard reaches Calcular). */
export function preloadResultado(): void {
  void Pronto.preload();
  void preloadErrorAlert();
}

/** How a calculator's result differs from the ICMS ones' (their wording is the default). */
export interface ApresentacaoResultado {
  /** Printed and copied with the result: "Calculadora ICMS", "Calculadoras". */
  produto?: string;
  /** Heading of the result table's first column. */
  colunaRotulo?: string;
  /** What the empty result says before the first "Calcular". */
  textoVazio?: string;
  /** Shown under the warnings, above the table (a progress bar, a list of Selic months). */
  extra?: ReactNode;
  /** Shown after the memória (what the user must still do elsewhere, with links). */
  notas?: ReactNode;
}

interface ResultadoCalculoProps extends ApresentacaoResultado {
  /** The calculator's name ("Interestadual com ST"). */
  titulo: string;
  prefixo: string;
  saida: Saida | null;
}

/** The result column: nothing yet, the error to fix, or the NF-e fields and the memória. */
export function ResultadoCalculo({ titulo, prefixo, saida, ...apresentacao }: ResultadoCalculoProps) {
  const idTitulo = `${prefixo}-resultado-titulo`;
  if (!saida) {
    return (
      <PlainCard
        title={
          <h3 id={idTitulo} className="sm-calc-card-titulo">
            Resultado
          </h3>
        }
        className="sm-calc-nao-imprimir"
      >
        <PlainEmpty
          image="simple"
          description={
            apresentacao.textoVazio ??
            'Preencha os dados da operação e use o botão Calcular para ver os campos da NF-e e a memória de cálculo.'
          }
        />
      </PlainCard>
    );
  }
  if (saida.tipo === 'erro') {
    return (
      <PlainCard
        title={
          <h3 id={idTitulo} className="sm-calc-card-titulo">
            Resultado
          </h3>
        }
        className="sm-calc-nao-imprimir"
      >
        <ErrorAlert title={TITULO_DO_ERRO} description={saida.mensagem} />
      </PlainCard>
    );
  }
  return (
    <Suspense
      fallback={
        <PlainCard
          title={
            <h3 id={idTitulo} className="sm-calc-card-titulo">
              Resultado — {titulo}
            </h3>
          }
        >
          <PlainSkeleton label="Carregando o resultado" rows={6} />
        </PlainCard>
      }
    >
      <Pronto.Screen titulo={titulo} prefixo={prefixo} resultado={saida.resultado} {...apresentacao} />
    </Suspense>
  );
}
