import { Form, Input, Radio, Select, Space, Typography } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { ERR } from '@semmultas/shared/messages';
import type { Post } from '@semmultas/shared/types';
import { useAdmin } from '../../../lib/admin-context';
import { HtmlEditor } from '../../../components/html-editor';
import { useFormRules } from '../../../lib/form-rules';
import { useSaveForm } from '../../../lib/use-save-form';
import { checkFraming, insertPost, updatePost } from '../api/posts';
import {
  EMPTY_POST,
  LINK_TYPES,
  POST_DESCRIPTION_MAX,
  POST_TITLE_MAX,
  STATE_OPTIONS,
  postToFormValues,
  stateMatch,
  toPostPayload,
  validatePost,
  type PostFormValues,
  type PostPayload,
  type StateOption,
} from '../utils/post-form';
import { useAppApis } from '@semmultas/shared/ui/lazy-app';

/** Best matches first inside each group (the groups keep their order). */
function stateRank(option: object, search: string): number {
  return 'options' in option ? 0 : (stateMatch(search, option as StateOption) ?? 3);
}

const STATE_GROUPS = [
  { label: 'Receita Federal, Relacionadas e todos os estados', options: STATE_OPTIONS.especiais },
  { label: 'Estados', options: STATE_OPTIONS.estados },
];

export interface PostFormModalProps {
  /** null: a new post. */
  post: Post | null;
  onClose: () => void;
  onSaved: (post: Post) => void;
}

/** Create or edit a post; the HTML editor appears (and loads) only for link type 2. */
export function PostFormModal({ post, onClose, onSaved }: PostFormModalProps) {
  const { supabase, ckeditorLicenseKey } = useAdmin();
  const [form] = Form.useForm<PostFormValues>();
  const { rule, values } = useFormRules(form, EMPTY_POST, validatePost);
  const type = Form.useWatch('type_link', form);
  const editing = post !== null;

  const { message } = useAppApis();
  const { save, saving } = useSaveForm(
    form,
    async () => {
      const payload: PostPayload = toPostPayload(values());
      // Issue 21: a page that refuses to be framed opens in a new tab instead of a grey frame.
      // Other types never read these columns; a post turned back into type 0 is checked again.
      const framing = payload.type_link === 0 && payload.link_url ? await checkFraming(supabase, payload.link_url) : {};
      const saved = await (editing
        ? updatePost(supabase, post.id, { ...payload, ...framing })
        : insertPost(supabase, { ...payload, ...framing }));
      if (saved.frame_allowed === false)
        message.warning(
          `${saved.frame_reason ?? 'O site não permite ser aberto dentro de outro.'} Os usuários vão abri-lo em uma nova aba.`,
          8,
        );
      return saved;
    },
    editing ? { saved: 'Post atualizado.', failed: ERR.updatePost } : { saved: 'Post adicionado.', failed: ERR.addPost },
    onSaved,
  );

  return (
    <FormModal
      title={editing ? 'Editar post' : 'Novo post'}
      onSave={save}
      onCancel={onClose}
      saving={saving}
      destroyOnHidden
      width={860}
      styles={{ body: { paddingTop: 8 } }}
    >
      <Form<PostFormValues> form={form} layout="vertical" initialValues={postToFormValues(post)} requiredMark onFinish={save} name="post">
        <Form.Item name="title" label="Título" required rules={[rule('title')]}>
          <Input maxLength={POST_TITLE_MAX} showCount placeholder="Como aparece no botão, ex.: Emissão de NF-e" />
        </Form.Item>
        <Form.Item name="description" label="Descrição" rules={[rule('description')]}>
          <Input.TextArea
            maxLength={POST_DESCRIPTION_MAX}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="Uma ou duas frases sob o título (opcional)"
          />
        </Form.Item>
        <Form.Item name="state_id" label="Estado" required rules={[rule('state_id')]}>
          <Select
            showSearch={{
              filterOption: (input, option) =>
                Boolean(option && 'value' in option) && stateMatch(input, option as unknown as StateOption) !== null,
              filterSort: (a, b, { searchValue }) => stateRank(a, searchValue) - stateRank(b, searchValue),
            }}
            placeholder="Escolha pelo nome"
            options={STATE_GROUPS}
          />
        </Form.Item>
        <Form.Item name="type_link" label="Tipo de link" required rules={[rule('type_link')]}>
          <Radio.Group>
            <Space orientation="vertical" size={4}>
              {LINK_TYPES.map((t) => (
                <Radio key={t.value} value={t.value}>
                  {t.label}{' '}
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    — {t.hint}
                  </Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          name="link_url"
          label={type === 2 ? 'Link (opcional)' : 'Link'}
          required={type === 0 || type === 1}
          dependencies={['type_link']}
          rules={[rule('link_url')]}
        >
          <Input type="url" inputMode="url" placeholder="https://" autoComplete="off" />
        </Form.Item>
        {type === 2 ? (
          <Form.Item name="html_archive" label="Documento HTML" required dependencies={['type_link']} rules={[rule('html_archive')]}>
            <HtmlEditor label="Documento HTML" licenseKey={ckeditorLicenseKey} />
          </Form.Item>
        ) : null}
      </Form>
    </FormModal>
  );
}
