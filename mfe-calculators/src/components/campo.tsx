import type { ReactElement, ReactNode } from 'react';
import { Col } from 'antd';
import { ROTULOS_CAMPOS } from '../engine';

/** The input error the engine reported, if any (see utils/calculadora `Saida`). */
export interface ErroCampo {
  campo?: string;
  mensagem: string;
}

/** What every input needs to be labelled and to announce its error. */
export interface PropsDoControle {
  id: string;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface CampoProps {
  /** The engine's field name: an error on it is shown here. */
  nome: string;
  /** Prefix that keeps ids unique across the three calculators ("st", "difal"). */
  prefixo: string;
  /** Default: the engine's own word for the field, the one its error messages use. */
  rotulo?: ReactNode;
  erro: ErroCampo | undefined;
  extra?: ReactNode;
  /** Fields that read better side by side on wider screens take half a row. */
  largura?: 'meia' | 'inteira';
  children: (controle: PropsDoControle) => ReactElement;
}

export function idDoCampo(prefixo: string, nome: string): string {
  return `${prefixo}-${nome}`;
}

function rotuloPadrao(nome: string): string {
  return nome in ROTULOS_CAMPOS ? ROTULOS_CAMPOS[nome as keyof typeof ROTULOS_CAMPOS] : nome;
}

/**
 * A labelled field in the calculator grid, with the engine's message beneath it when wrong and
 * its hint (`extra`) under that, which the field's description also reads.
 *
 * Issue 14: this is drawn as antd's vertical Form.Item draws it (label above, 8 px, the message
 * in the error colour, announced), without Form.Item. The calculators keep their values in their
 * own state (useCalculadora) and validate in the engine, so antd's form store, its validator and
 * the label's tooltip (rc-form, async-validator, rc-trigger: ~80 KB of minified JavaScript) only
 * laid out labels; and Form.Item measured a hint's height in a layout effect, which laid out the
 * whole page inside React's commit of the calculator (5–6 ms unthrottled, ×4 on a phone).
 */
export function Campo({ nome, prefixo, rotulo = rotuloPadrao(nome), erro, extra, largura = 'meia', children }: CampoProps) {
  const id = idDoCampo(prefixo, nome);
  const comErro = erro?.campo === nome;
  const idErro = `${id}-erro`;
  const idDica = `${id}-dica`;
  const temDica = extra !== undefined && extra !== null && extra !== false;
  const descrito = [comErro ? idErro : '', temDica ? idDica : ''].filter(Boolean).join(' ');
  return (
    <Col xs={24} sm={largura === 'meia' ? 12 : 24}>
      <div
        className={['sm-calc-item', temDica ? 'sm-calc-item-com-dica' : '', comErro ? 'sm-calc-item-com-erro' : '']
          .filter(Boolean)
          .join(' ')}
      >
        <div className="sm-calc-rotulo">
          <label htmlFor={id}>{rotulo}</label>
        </div>
        {children({
          id,
          ...(comErro ? { status: 'error' as const, 'aria-invalid': true } : {}),
          ...(descrito ? { 'aria-describedby': descrito } : {}),
        })}
        {comErro ? (
          // Not an alert: Calcular already announces what to fix (PainelCalculadora), once.
          <div id={idErro} className="sm-calc-erro">
            {erro.mensagem}
          </div>
        ) : null}
      </div>
      {temDica ? (
        <div id={idDica} className="sm-calc-dica">
          {extra}
        </div>
      ) : null}
    </Col>
  );
}
