import { useState } from 'react';
import { Alert, Button, Flex, Space, Tag } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { PlusOutlined } from '@ant-design/icons';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { EmpresaRow } from '@semmultas/shared/agenda/banco';
import { formatarCnpj, NOMES_REGIMES } from '@semmultas/shared/agenda/index';
import { useConfirmedAction } from '@semmultas/shared/ui/confirmed-action';
import type { FeriadoRow } from '../api/get-feriados';
import { useExcluirEmpresa, type NovaEmpresa } from '../api/write-agenda';
import { Compartilhar } from './compartilhar';
import { EmpresaForm } from './empresa-form';
import { FeriadosEmpresa } from './feriados-empresa';

export interface AbaEmpresasProps {
  supabase: SupabaseClient;
  userId: string | undefined;
  empresas: EmpresaRow[];
  feriados: FeriadoRow[];
  premium: boolean;
  /** The free plan's one company is there: no second one. */
  limiteGratis: boolean;
  onSalvarEmpresa: (nova: NovaEmpresa) => Promise<void>;
  /** A company deleted: the page's filter goes back to all of them. */
  onExcluida: () => void;
}

/** The "Empresas" tab: each company's facts, local holidays and shares; delete one, add another. */
export function AbaEmpresas({
  supabase,
  userId,
  empresas,
  feriados,
  premium,
  limiteGratis,
  onSalvarEmpresa,
  onExcluida,
}: AbaEmpresasProps) {
  const [novaEmpresa, setNovaEmpresa] = useState(false);
  const excluirEmpresa = useExcluirEmpresa(supabase);
  const salvar = async (nova: NovaEmpresa) => {
    await onSalvarEmpresa(nova);
    setNovaEmpresa(false);
  };
  const confirm = useConfirmedAction();
  const excluir = (id: string) =>
    confirm({
      title: 'Excluir esta empresa e as marcações dela?',
      action: async () => {
        await excluirEmpresa.mutateAsync(id);
        onExcluida();
      },
      failure: 'Não foi possível excluir a empresa.',
      label: 'excluir empresa',
    });

  return (
    <Flex vertical gap={12}>
      {empresas.map((e) => (
        <PlainCard
          key={e.id}
          size="small"
          title={
            <span role="heading" aria-level={4}>
              {e.nome}
            </span>
          }
        >
          <Space wrap>
            <Tag>{NOMES_REGIMES[e.regime]}</Tag>
            <Tag>{e.municipio ? `${e.municipio}/${e.uf}` : e.uf}</Tag>
            <Tag>{e.tem_empregados ? 'Com empregados' : 'Sem empregados'}</Tag>
            {e.cnpj ? <Tag>CNPJ {formatarCnpj(e.cnpj)}</Tag> : null}
            {e.owner_id !== userId ? <Tag color="blue">Compartilhada com você (somente leitura)</Tag> : null}
            {e.owner_id === userId ? (
              <Button size="small" danger type="link" onClick={() => excluir(e.id)}>
                Excluir
              </Button>
            ) : null}
          </Space>
          <FeriadosEmpresa
            supabase={supabase}
            empresa={e}
            feriados={feriados.filter((f) => f.empresa_id === e.id)}
            podeEditar={e.owner_id === userId}
          />
          {e.owner_id === userId && premium ? <Compartilhar supabase={supabase} empresaId={e.id} empresaNome={e.nome} /> : null}
        </PlainCard>
      ))}
      {novaEmpresa ? (
        <PlainCard
          title={
            <span role="heading" aria-level={4}>
              Nova empresa
            </span>
          }
        >
          <EmpresaForm onSalvar={salvar} onCancelar={() => setNovaEmpresa(false)} />
        </PlainCard>
      ) : limiteGratis ? (
        <Alert
          type="info"
          showIcon
          title="O plano Grátis inclui 1 empresa. No Premium, acompanhe todas as empresas (de clientes, inclusive)."
        />
      ) : (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => setNovaEmpresa(true)}>
            Adicionar empresa
          </Button>
        </div>
      )}
    </Flex>
  );
}
