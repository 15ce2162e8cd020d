// The result of a calculation (issue 14: its own chunk, loaded at the first
// Calcular, or as the pointer or the keyboard reaches the button): the amount, copy and print,
// the warnings, the NF-e fields and the memória de cálculo.
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { PlainTable, type PlainColumn } from '@semmultas/shared/ui/plain-table';
import { CopyOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatDateTimeBR } from '@semmultas/shared/format';
import type { LinhaResultado, ResultadoExibido } from '../utils/calculadora';
import { textoDoResultado } from '../utils/texto-resultado';
import { MemoriaCalculo } from './memoria-calculo';
import type { ApresentacaoResultado } from './resultado-calculo';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

export const MENSAGENS_COPIA = {
  sucesso: 'Resultado copiado para a área de transferência.',
  falha: 'Não foi possível copiar o resultado. Use "Imprimir" ou selecione o texto e copie.',
} as const;

const colunas = (titulo: string): PlainColumn<LinhaResultado>[] => [
  {
    title: titulo,
    key: 'rotulo',
    render: (linha) => (
      <>
        {linha.rotulo}
        {linha.campo ? <code className="sm-calc-tag">{linha.campo}</code> : null}
        {linha.detalhe ? <span className="sm-calc-detalhe">{linha.detalhe}</span> : null}
      </>
    ),
  },
  {
    title: 'Valor',
    key: 'valor',
    align: 'right',
    render: (linha) => <span className="sm-calc-numero">{linha.valor}</span>,
  },
];

function agora(): string {
  return formatDateTimeBR(new Date().toISOString());
}

export function ResultadoPronto({
  titulo,
  prefixo,
  resultado,
  produto = 'Calculadora ICMS',
  colunaRotulo = 'Campo da NF-e',
  extra,
  notas,
}: ApresentacaoResultado & { titulo: string; prefixo: string; resultado: ResultadoExibido }) {
  const { message } = useAppApis();
  const idTitulo = `${prefixo}-resultado-titulo`;
  const idMemoria = `${prefixo}-memoria-titulo`;
  // When this result was computed (each change recomputes it): printed and copied with it.
  const [marca, setMarca] = useState(() => ({ resultado, quando: agora() }));
  if (marca.resultado !== resultado) setMarca({ resultado, quando: agora() });
  const calculadoEm = marca.quando;

  async function copiar() {
    try {
      await navigator.clipboard.writeText(textoDoResultado(titulo, resultado, calculadoEm, produto));
      message.success(MENSAGENS_COPIA.sucesso);
    } catch {
      message.error(MENSAGENS_COPIA.falha);
    }
  }

  return (
    <PlainCard
      className="sm-calc-impresso"
      title={
        <h3 id={idTitulo} className="sm-calc-card-titulo">
          Resultado — {titulo}
        </h3>
      }
    >
      <p className="sm-calc-so-impressao">
        SemMultas — {produto} · calculado em {calculadoEm}
      </p>
      <div className="sm-calc-principal" aria-live="polite" aria-atomic="true">
        <span className="sm-calc-principal-rotulo">{resultado.principal.rotulo}</span>
        <span className="sm-calc-principal-valor">{resultado.principal.valor}</span>
        {resultado.principal.complemento ? <span className="sm-calc-principal-complemento">{resultado.principal.complemento}</span> : null}
      </div>

      <div className="sm-calc-acoes sm-calc-nao-imprimir" style={{ marginBottom: 16 }}>
        <Button icon={<CopyOutlined />} onClick={copiar}>
          Copiar resultado
        </Button>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Imprimir
        </Button>
      </div>

      {resultado.avisos.length > 0 ? (
        <Alert
          className="sm-calc-avisos"
          type="warning"
          showIcon
          title={resultado.avisos.length === 1 ? 'Aviso' : 'Avisos'}
          description={
            resultado.avisos.length === 1 ? (
              resultado.avisos[0]
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {resultado.avisos.map((aviso) => (
                  <li key={aviso}>{aviso}</li>
                ))}
              </ul>
            )
          }
        />
      ) : null}

      {extra}

      <PlainTable<LinhaResultado>
        aria-labelledby={idTitulo}
        size="small"
        columns={colunas(colunaRotulo)}
        rows={resultado.linhas}
        rowKey={(linha) => linha.campo ?? linha.rotulo}
        rowClassName={(linha) => (linha.destaque ? 'sm-calc-linha-destaque' : '')}
      />

      <h4 id={idMemoria} className="sm-calc-subtitulo">
        Memória de cálculo
      </h4>
      <MemoriaCalculo passos={resultado.passos} idTitulo={idMemoria} />
      {notas}
    </PlainCard>
  );
}
