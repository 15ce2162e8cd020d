import { Col, Form, Input, Row, Select } from 'antd';
import { STATES } from '@semmultas/shared/states';
import type { Rule } from 'antd/es/form';
import type { ConteudoFormValues } from '../utils/conteudo-form';

const SUGESTOES = [
  'Simples Nacional',
  'MEI',
  'Lucro Presumido',
  'Lucro Real',
  'E-commerce',
  'ICMS-ST e DIFAL',
  'Folha e eSocial',
  'Abertura de empresas',
];

/** A partner accountant's region, specialities and contacts (issue 21): what the page filters and links. */
export function ParceiroFields({ rule }: { rule: (field: keyof ConteudoFormValues) => Rule }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 14, fontWeight: 600, marginBottom: 8 }}>Região, especialidades e contatos</legend>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="uf" label="Estado (UF)">
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="Escolha"
              options={STATES.map((s) => ({ value: s.sigla, label: `${s.sigla} — ${s.state_name}` }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="cidade" label="Cidade" rules={[rule('cidade')]}>
            <Input maxLength={80} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="especialidades"
        label="Especialidades"
        rules={[rule('especialidades')]}
        extra="Escolha ou digite e tecle Enter (até 12)."
      >
        <Select mode="tags" options={SUGESTOES.map((s) => ({ value: s, label: s }))} tokenSeparators={[';']} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="telefone" label="Telefone" rules={[rule('telefone')]}>
            <Input type="tel" inputMode="tel" placeholder="(11) 3333-4444" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="whatsapp" label="WhatsApp" rules={[rule('whatsapp')]}>
            <Input type="tel" inputMode="tel" placeholder="(11) 93333-4444" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email_contato" label="E-mail de contato" rules={[rule('email_contato')]}>
            <Input type="email" inputMode="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="site" label="Site" rules={[rule('site')]}>
            <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
