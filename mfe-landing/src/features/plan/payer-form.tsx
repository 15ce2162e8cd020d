import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import type { BillingError, Payer } from '@semmultas/shared/billing';
import { erroDocumentoPagador, erroNomePagador } from '@semmultas/shared/agenda/cpf';

/** An antd rule from one of the shared checks (the checkout action runs the same ones). */
const check = (erro: (texto: string) => string | null) => ({
  validator: (_: unknown, value: string | undefined) => {
    const message = erro(value ?? '');
    return message ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/**
 * "Assinar" with a provider that charges only an identified payer (Asaas, issue 20): the name and
 * CPF/CNPJ, checked here and again by the checkout action, go to the provider and are not kept by
 * SemMultas (PAYMENTS.md §4). A refusal is shown on its field or above the button, and what was
 * typed stays.
 */
export function PayerForm({ checkout }: { checkout: (payer: Payer) => Promise<void> }) {
  const [form] = Form.useForm<Payer>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (payer: Payer) => {
    setBusy(true);
    setError(undefined);
    try {
      await checkout(payer);
    } catch (e) {
      const refused = e as BillingError;
      if (refused.field) form.setFields([{ name: refused.field, errors: [refused.message] }]);
      else setError(refused.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="pagador-titulo" style={{ marginTop: 16, maxWidth: 520 }}>
      <Typography.Title level={2} id="pagador-titulo" style={{ fontSize: 18, marginTop: 0 }}>
        Quem paga a assinatura
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        A nota fiscal de cada mensalidade sai em nome de quem paga, e as regras do nosso parceiro de pagamentos exigem o nome e o CPF ou
        CNPJ para gerar a cobrança. Esses dados vão só para ele: o SemMultas não os guarda.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onBlur" disabled={busy}>
        <Form.Item name="name" label="Nome completo ou razão social" rules={[check(erroNomePagador)]} validateFirst>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item
          name="document"
          label="CPF ou CNPJ"
          rules={[check(erroDocumentoPagador)]}
          extra="Com ou sem pontos, traço e barra. CNPJ alfanumérico também vale."
        >
          <Input autoComplete="off" spellCheck={false} maxLength={18} />
        </Form.Item>
        {error ? <Alert style={{ marginBottom: 16 }} type="error" showIcon title={error} /> : null}
        <Button type="primary" size="large" htmlType="submit" loading={busy}>
          Continuar para o pagamento
        </Button>
      </Form>
    </section>
  );
}
