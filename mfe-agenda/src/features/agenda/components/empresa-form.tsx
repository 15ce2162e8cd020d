import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Radio, Space } from 'antd';
import { PlainSelect, type PlainSelectOption } from '@semmultas/shared/ui/plain-select';
import { cnpjValido, NOMES_REGIMES, textoFeriadosEstaduais, type Regime } from '@semmultas/shared/agenda/index';
import { STATES } from '@semmultas/shared/states';
import { writeErrorMessage } from '@semmultas/shared/supabase-errors';
import type { NovaEmpresa } from '../api/write-agenda';

interface Valores {
  nome: string;
  cnpj?: string;
  regime: Regime;
  tem_empregados: boolean;
  uf: string;
  municipio?: string;
  industria?: boolean;
  retencoes?: boolean;
  ecd_obrigatoria?: boolean;
}

const REGIMES: Regime[] = ['MEI', 'SIMPLES', 'PRESUMIDO', 'REAL'];

// The browser's <select> (PlainSelect, issue 14): each label starts with the sigla, so typing
// "sp" jumps to São Paulo (not Espírito Santo); a phone opens its own picker.
const OPCOES_UF: PlainSelectOption<string | null>[] = [
  { value: null, label: 'Escolha o estado' },
  ...STATES.map((s) => ({ value: s.sigla, label: `${s.sigla} — ${s.state_name}` })),
];

/** Form.Item hands its field the value, onChange, id and the aria-* of its message. */
function CampoUf({ value, onChange, ...resto }: { value?: string | null; onChange?: (uf: string | null) => void; id?: string }) {
  return (
    <PlainSelect<string | null> {...resto} value={value} onChange={(uf) => onChange?.(uf)} options={OPCOES_UF} style={{ width: '100%' }} />
  );
}

export interface EmpresaFormProps {
  onSalvar: (e: NovaEmpresa) => Promise<void>;
  onCancelar?: () => void;
}

/**
 * "Conte sobre sua empresa": the few facts that decide which obligations it has. The CNPJ is
 * optional; its check digits are checked here and again by the database.
 */
export function EmpresaForm({ onSalvar, onCancelar }: EmpresaFormProps) {
  const [form] = Form.useForm<Valores>();
  const [erro, setErro] = useState<string | null>(null);
  const [salvando, setSalvando] = useState(false);
  const regime = Form.useWatch('regime', form);
  const uf = Form.useWatch('uf', form) as string | undefined;
  const lucro = regime === 'PRESUMIDO' || regime === 'REAL';

  const enviar = async (v: Valores) => {
    setErro(null);
    setSalvando(true);
    try {
      await onSalvar({
        nome: v.nome.trim(),
        cnpj: v.cnpj?.trim() ? v.cnpj.trim() : null,
        regime: v.regime,
        tem_empregados: v.tem_empregados,
        uf: v.uf,
        municipio: v.municipio?.trim() ? v.municipio.trim() : null,
        industria: lucro && v.industria === true,
        retencoes: v.regime !== 'MEI' && v.retencoes === true,
        ecd_obrigatoria: v.regime === 'PRESUMIDO' && v.ecd_obrigatoria === true,
        apuracao_lucro_real: 'anual',
        quotas_irpj: 1,
        inicio_atividade: null,
      });
      form.resetFields();
    } catch (e) {
      setErro(writeErrorMessage(e, 'Não foi possível salvar a empresa. Tente de novo.'));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Form<Valores>
      form={form}
      layout="vertical"
      onFinish={enviar}
      initialValues={{ regime: 'SIMPLES', tem_empregados: false }}
      requiredMark="optional"
    >
      <Form.Item
        name="nome"
        label="Nome da empresa"
        rules={[{ required: true, whitespace: true, message: 'Informe o nome da empresa.' }, { max: 120 }]}
      >
        <Input autoComplete="organization" maxLength={120} />
      </Form.Item>
      <Form.Item
        name="cnpj"
        label="CNPJ (opcional)"
        rules={[
          {
            validator: (_, valor: string | undefined) =>
              !valor?.trim() || cnpjValido(valor)
                ? Promise.resolve()
                : Promise.reject(new Error('CNPJ inválido: confira os dígitos verificadores.')),
          },
        ]}
      >
        <Input inputMode="text" placeholder="00.000.000/0000-00" maxLength={18} />
      </Form.Item>
      <Form.Item name="regime" label="Regime tributário" rules={[{ required: true }]}>
        <Radio.Group optionType="button" options={REGIMES.map((r) => ({ value: r, label: NOMES_REGIMES[r] }))} />
      </Form.Item>
      <Form.Item name="tem_empregados" label="Tem empregados?" rules={[{ required: true }]}>
        <Radio.Group
          options={[
            { value: false, label: 'Não' },
            { value: true, label: 'Sim' },
          ]}
        />
      </Form.Item>
      <Space wrap size={16} style={{ display: 'flex' }}>
        <Form.Item
          name="uf"
          label="UF"
          rules={[{ required: true, message: 'Escolha a UF.' }]}
          extra={uf ? textoFeriadosEstaduais(uf) : undefined}
          style={{ minWidth: 200, maxWidth: 420 }}
        >
          <CampoUf />
        </Form.Item>
        <Form.Item name="municipio" label="Município (opcional)" rules={[{ max: 80 }]} style={{ minWidth: 220 }}>
          <Input maxLength={80} />
        </Form.Item>
      </Space>
      {regime && regime !== 'MEI' ? (
        <Form.Item name="retencoes" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>Retém ou sofre retenção de tributos (EFD-Reinf)</Checkbox>
        </Form.Item>
      ) : null}
      {lucro ? (
        <Form.Item name="industria" valuePropName="checked" style={{ marginBottom: 8 }}>
          <Checkbox>É indústria (IPI)</Checkbox>
        </Form.Item>
      ) : null}
      {regime === 'PRESUMIDO' ? (
        <Form.Item name="ecd_obrigatoria" valuePropName="checked">
          <Checkbox>Precisa entregar a ECD (escrituração contábil digital)</Checkbox>
        </Form.Item>
      ) : null}
      {erro ? <Alert type="error" showIcon title={erro} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={salvando}>
          Salvar empresa
        </Button>
        {onCancelar ? <Button onClick={onCancelar}>Cancelar</Button> : null}
      </Space>
    </Form>
  );
}
