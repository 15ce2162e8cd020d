import { useId, useState } from 'react';
import { Alert, Button, DatePicker, Flex, Input } from 'antd';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Dayjs } from 'dayjs';
import { feriadosEstaduaisConferidos, formatarData, textoFeriadosEstaduais } from '@semmultas/shared/agenda/index';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import type { FeriadoRow } from '../api/get-feriados';
import { useAdicionarFeriado, useRemoverFeriado } from '../api/write-feriados';
import type { EmpresaRow } from '@semmultas/shared/agenda/banco';
import { PlainParagraph, PlainText } from '@semmultas/shared/ui/plain-typography';

export interface FeriadosEmpresaProps {
  supabase: SupabaseClient;
  empresa: EmpresaRow;
  /** This company's, from the cached list (the page's). */
  feriados: FeriadoRow[];
  /** The owner adds and removes; an accountant only reads. */
  podeEditar: boolean;
}

/**
 * The company's local holidays (AGENDA.md §9 item 6): its state's, from the engine's table, and
 * the town's, added here. They move only payments: the banks of the town do not open.
 */
export function FeriadosEmpresa({ supabase, empresa, feriados, podeEditar }: FeriadosEmpresaProps) {
  const idNome = useId();
  const idData = useId();
  const [data, setData] = useState<Dayjs | null>(null);
  const [nome, setNome] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const adicionarFeriado = useAdicionarFeriado(supabase);
  const removerFeriado = useRemoverFeriado(supabase);
  const conferidos = feriadosEstaduaisConferidos(empresa.uf);
  const confirm = useConfirmedAction();
  const remover = (id: number, dia: string) =>
    confirm({
      title: `Excluir o feriado de ${dia}?`,
      action: () => removerFeriado.mutateAsync(id),
      failure: 'Não foi possível excluir o feriado.',
      label: 'excluir feriado',
    });
  const local = empresa.municipio ? `${empresa.municipio}/${empresa.uf}` : empresa.uf;

  const adicionar = async () => {
    if (!data) {
      setErro('Informe a data do feriado.');
      return;
    }
    setErro(null);
    try {
      await adicionarFeriado.mutateAsync({ empresa_id: empresa.id, data: data.format('YYYY-MM-DD'), nome });
      setData(null);
      setNome('');
    } catch (e) {
      setErro(writeErrorMessage(e, 'Não foi possível salvar o feriado. Tente de novo.'));
    }
  };

  return (
    <section aria-label={`Feriados locais: ${empresa.nome}`} style={{ marginTop: 12 }}>
      <PlainText strong>Feriados locais ({local})</PlainText>
      <PlainParagraph type="secondary" style={{ margin: '2px 0 6px', fontSize: 13 }}>
        Valem para a localidade da empresa, informada por você. Num feriado local os bancos da cidade não abrem: o pagamento que vence nesse
        dia muda de data (as declarações, não).
        {conferidos ? ` ${textoFeriadosEstaduais(empresa.uf)}` : null}
      </PlainParagraph>
      {conferidos ? null : <Alert type="info" showIcon title={textoFeriadosEstaduais(empresa.uf)} style={{ marginBottom: 6 }} />}
      {feriados.length > 0 ? (
        <ul style={{ margin: '0 0 6px', paddingInlineStart: 20 }}>
          {feriados.map((f) => (
            <li key={f.id}>
              {formatarData(f.data, true)} — {f.nome}{' '}
              {podeEditar ? (
                <Button
                  size="small"
                  type="link"
                  danger
                  aria-label={`Excluir o feriado de ${formatarData(f.data, true)}`}
                  onClick={() => remover(f.id, formatarData(f.data, true))}
                >
                  Excluir
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {podeEditar ? (
        <Flex wrap gap={8} align="center">
          <label htmlFor={idData}>Data</label>
          <DatePicker id={idData} format="DD/MM/YYYY" value={data} onChange={setData} placeholder="dd/mm/aaaa" />
          <label htmlFor={idNome}>Nome do feriado</label>
          <Input id={idNome} value={nome} onChange={(e) => setNome(e.target.value)} maxLength={80} style={{ width: 220 }} />
          <Button onClick={adicionar} loading={adicionarFeriado.isPending}>
            Adicionar feriado
          </Button>
        </Flex>
      ) : null}
      {erro ? <Alert type="error" showIcon role="alert" title={erro} style={{ marginTop: 6 }} /> : null}
    </section>
  );
}
