import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert, Button, Form, theme } from 'antd';
import { PlainInput } from '@semmultas/shared/ui/plain-input';
import { PlainRadioGroup } from '@semmultas/shared/ui/plain-radio';
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

const OPCOES_REGIME = REGIMES.map((r) => ({ value: r, label: NOMES_REGIMES[r] }));
const OPCOES_EMPREGADOS = [
  { value: false, label: 'Não' },
  { value: true, label: 'Sim' },
];

/** A choice among fixed options: Form.Item hands it the value, onChange, id and aria-*. */
function CampoEscolha<V extends string | boolean>({
  opcoes,
  botoes,
  value,
  onChange,
  ...resto
}: {
  opcoes: { value: V; label: string }[];
  botoes?: boolean;
  value?: V;
  onChange?: (v: V) => void;
  id?: string;
}) {
  return (
    <PlainRadioGroup<V>
      {...resto}
      value={value}
      onChange={(v) => onChange?.(v)}
      options={opcoes}
      optionType={botoes ? 'button' : 'default'}
    />
  );
}

/**
 * A yes/no fact as the browser's checkbox, its text the label (Form.Item with
 * valuePropName="checked" hands it `checked` and `onChange`). Issue 14: this form is the first
 * screen of the agenda for whoever has no company yet; antd's Checkbox, Radio, Input and Space
 * brought ~90 KB of minified JavaScript to it.
 */
function CaixaDeMarcar({
  checked,
  onChange,
  id,
  children,
}: {
  checked?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  id?: string;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', color: token.colorText }}>
      <input
        type="checkbox"
        id={id}
        checked={checked === true}
        onChange={onChange}
        style={{ width: 16, height: 16, margin: 0, accentColor: token.colorPrimary, cursor: 'pointer' }}
      />
      <span>{children}</span>
    </label>
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
        <PlainInput autoComplete="organization" maxLength={120} />
      </Form.Item>
      <Form.Item
        name="cnpj"
        label="CNPJ"
        rules={[
          {
            validator: (_, valor: string | undefined) =>
              !valor?.trim() || cnpjValido(valor)
                ? Promise.resolve()
                : Promise.reject(new Error('CNPJ inválido: confira os dígitos verificadores.')),
          },
        ]}
      >
        <PlainInput inputMode="text" placeholder="00.000.000/0000-00" maxLength={18} />
      </Form.Item>
      <Form.Item name="regime" label="Regime tributário" rules={[{ required: true }]}>
        <CampoEscolha opcoes={OPCOES_REGIME} botoes />
      </Form.Item>
      <Form.Item name="tem_empregados" label="Tem empregados?" rules={[{ required: true }]}>
        <CampoEscolha opcoes={OPCOES_EMPREGADOS} />
      </Form.Item>
      <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 16 }}>
        <Form.Item
          name="uf"
          label="UF"
          rules={[{ required: true, message: 'Escolha a UF.' }]}
          extra={uf ? textoFeriadosEstaduais(uf) : undefined}
          style={{ minWidth: 200, maxWidth: 420 }}
        >
          <CampoUf />
        </Form.Item>
        <Form.Item name="municipio" label="Município" rules={[{ max: 80 }]} style={{ minWidth: 220 }}>
          <PlainInput maxLength={80} />
        </Form.Item>
      </div>
      {regime && regime !== 'MEI' ? (
        <Form.Item name="retencoes" valuePropName="checked" style={{ marginBottom: 8 }}>
          <CaixaDeMarcar>Retém ou sofre retenção de tributos (EFD-Reinf)</CaixaDeMarcar>
        </Form.Item>
      ) : null}
      {lucro ? (
        <Form.Item name="industria" valuePropName="checked" style={{ marginBottom: 8 }}>
          <CaixaDeMarcar>É indústria (IPI)</CaixaDeMarcar>
        </Form.Item>
      ) : null}
      {regime === 'PRESUMIDO' ? (
        <Form.Item name="ecd_obrigatoria" valuePropName="checked">
          <CaixaDeMarcar>Precisa entregar a ECD (escrituração contábil digital)</CaixaDeMarcar>
        </Form.Item>
      ) : null}
      {erro ? <Alert type="error" showIcon title={erro} style={{ marginBottom: 16 }} role="alert" /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="primary" htmlType="submit" loading={salvando}>
          Salvar empresa
        </Button>
        {onCancelar ? <Button onClick={onCancelar}>Cancelar</Button> : null}
      </div>
    </Form>
  );
}
