import type { ReactElement, ReactNode } from 'react';
import { Col, Form } from 'antd';
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
 * Issue 14: the hint is not antd's `extra`. Form.Item measures an `extra`'s height in a layout
 * effect, and the first such read made the browser lay out the whole page inside React's commit of
 * the calculator (5–6 ms unthrottled, ×4 on a phone). Drawn here as antd draws it, below the item.
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
      <Form.Item
        label={rotulo}
        htmlFor={id}
        validateStatus={comErro ? 'error' : undefined}
        help={comErro ? <span id={idErro}>{erro.mensagem}</span> : undefined}
        className={temDica ? 'sm-calc-item-com-dica' : undefined}
      >
        {children({
          id,
          ...(comErro ? { status: 'error' as const, 'aria-invalid': true } : {}),
          ...(descrito ? { 'aria-describedby': descrito } : {}),
        })}
      </Form.Item>
      {temDica ? (
        <div id={idDica} className="sm-calc-dica">
          {extra}
        </div>
      ) : null}
    </Col>
  );
}
