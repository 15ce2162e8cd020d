import { useRef, useState, type ReactNode } from 'react';
import { Button, Col, Row } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { CalculatorOutlined, ClearOutlined } from '@ant-design/icons';
import type { UsoCalculadora } from '../hooks/use-calculadora';
import { idDoCampo } from './campo';
import { preloadResultado, ResultadoCalculo, type ApresentacaoResultado } from './resultado-calculo';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';
import { TITULO_DO_ERRO, type ResultadoExibido, type Saida } from '../utils/calculadora';

interface PainelCalculadoraProps<V extends object, R extends ResultadoExibido> extends ApresentacaoResultado {
  uso: UsoCalculadora<V, R>;
  titulo: string;
  prefixo: string;
  /** The form's sections (`Secao`), each a row of `Campo`s. */
  children: ReactNode;
}

/** A section of the form: a fieldset whose legend names it for screen readers too. */
export function Secao({ titulo, descricao, children }: { titulo: string; descricao?: ReactNode; children: ReactNode }) {
  return (
    <fieldset>
      <legend>{titulo}</legend>
      {descricao ? <p className="sm-calc-secao-descricao">{descricao}</p> : null}
      <Row gutter={16}>{children}</Row>
    </fieldset>
  );
}

const HEADER_HEIGHT = 64; // the shell's sticky header

/** One calculator: the form on the left (above on a phone), the result beside or below it. */
export function PainelCalculadora<V extends object, R extends ResultadoExibido>({
  uso,
  titulo,
  prefixo,
  children,
  ...apresentacao
}: PainelCalculadoraProps<V, R>) {
  const resultado = useRef<HTMLDivElement>(null);
  const telas = useScreens();
  const ladoALado = Boolean(telas.xl);
  // Issue 15: what Calcular produced, read out by screen readers (the result appears off to the side).
  const [anuncio, setAnuncio] = useState('');
  const confirm = useConfirmedAction();

  function aoCalcular() {
    const saida = uso.calcular();
    setAnuncio(textoDoAnuncio(titulo, saida));
    const campo = saida.tipo === 'erro' && saida.campo ? document.getElementById(idDoCampo(prefixo, saida.campo)) : null;
    if (campo) {
      // The field with its label, clear of the fixed header, then the caret in it.
      campo.closest('.sm-calc-item')?.scrollIntoView({ block: 'center' });
      campo.focus({ preventScroll: true });
      return;
    }
    // Bring the result's first lines (the amount to pay) into view: below the form on a phone,
    // beside it on a wide screen, where Calcular sits at the end of a long form.
    requestAnimationFrame(() => {
      const el = resultado.current;
      if (!el) return;
      const { top } = el.getBoundingClientRect();
      if (!ladoALado || top < HEADER_HEIGHT || top > window.innerHeight / 2) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    });
  }

  return (
    <Row gutter={[24, 24]} align="top">
      <Col xs={24} xl={12} className="sm-calc-nao-imprimir">
        {/* The engine validates (utils/calculadora): the browser's own checks would speak first, in its words. */}
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            aoCalcular();
          }}
          aria-label={`Dados do cálculo: ${titulo}`}
        >
          {children}
          <div className="sm-calc-acoes">
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              icon={<CalculatorOutlined />}
              // The result's chunk starts as the pointer or the keyboard reaches Calcular.
              onMouseEnter={preloadResultado}
              onFocus={preloadResultado}
            >
              Calcular
            </Button>
            <Button
              size="large"
              icon={<ClearOutlined />}
              onClick={() =>
                confirm({
                  title: 'Limpar todos os campos desta calculadora?',
                  okText: 'Limpar',
                  danger: false,
                  action: async () => uso.limpar(),
                })
              }
            >
              Limpar
            </Button>
          </div>
        </form>
      </Col>
      <VisuallyHidden role="status">{anuncio}</VisuallyHidden>
      <Col xs={24} xl={12} ref={resultado} className="sm-calc-coluna-resultado" style={{ scrollMarginTop: HEADER_HEIGHT + 16 }}>
        <ResultadoCalculo titulo={titulo} prefixo={prefixo} saida={uso.saida} {...apresentacao} />
      </Col>
    </Row>
  );
}

/** The sentence a screen reader announces after Calcular: the figure asked for, or what to fix. */
export function textoDoAnuncio(titulo: string, saida: Saida): string {
  if (saida.tipo === 'erro') return `${TITULO_DO_ERRO}: ${saida.mensagem}`;
  const { rotulo, valor, complemento } = saida.resultado.principal;
  return `Resultado — ${titulo}: ${rotulo} ${valor}${complemento ? ` ${complemento}` : ''}.`;
}
