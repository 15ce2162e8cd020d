import { useState } from 'react';
import { Alert, Button, Card, Input, Modal, Result, Space, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { downloadFile } from '@semmultas/shared/download';
import { todayInSaoPaulo } from '@semmultas/shared/plan';
import { logError } from '@semmultas/shared/supabase';
import { authErrorMessage, writeErrorMessage } from '@semmultas/shared/supabase-errors';
import { useShell } from '../../lib/shell-context';

const EXPORT_FAILED = 'Não foi possível gerar o arquivo agora. Tente novamente em instantes.';
const DELETE_FAILED = 'Não foi possível excluir a conta agora. Nada foi apagado; tente novamente.';

/** LGPD art. 18: a copy of everything (II, V) and the deletion of the account (VI). */
export function MyDataCard() {
  const { supabase, user, signOut } = useShell();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<'closed' | 'asking' | 'working' | 'done'>('closed');
  const [password, setPassword] = useState('');
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const onExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const { data, error } = await supabase.rpc('export_my_data');
      if (error) throw error;
      // The zip writer loads only when someone exports, not with the shell.
      const { dataExportFileName, isMyDataExport, zipDataExport } = await import('@semmultas/shared/data-export');
      if (!isMyDataExport(data)) throw new Error('resposta inesperada de export_my_data');
      downloadFile(zipDataExport(data), dataExportFileName(todayInSaoPaulo()), 'application/zip');
    } catch (e) {
      logError('exportar meus dados', e);
      setExportError(writeErrorMessage(e, EXPORT_FAILED));
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async () => {
    if (!password) return setDeleteError('Digite sua senha para confirmar.');
    setDeleting('working');
    setDeleteError(null);
    try {
      // A fresh sign-in: the database refuses to delete on a token older than 5 minutes.
      const check = await supabase.auth.signInWithPassword({ email: user?.email ?? '', password });
      if (check.error) {
        setDeleteError(authErrorMessage(check.error, 'Senha incorreta. A conta não foi excluída.'));
        setDeleting('asking');
        return;
      }
      const { error } = await supabase.rpc('delete_my_account');
      if (error) throw error;
      setDeleting('done');
    } catch (e) {
      logError('excluir conta', e);
      setDeleteError(writeErrorMessage(e, DELETE_FAILED));
      setDeleting('asking');
    }
  };

  return (
    <Card title="Seus dados são seus">
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>
          Baixe um arquivo .zip com tudo o que o SemMultas guarda sobre você: conta, fluxo de caixa (também em CSV para o Excel), o que
          escreveu no fórum e os registros de pagamento. Funciona em qualquer plano.
        </Typography.Paragraph>
        <div>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void onExport()} loading={exporting}>
            Exportar meus dados
          </Button>
        </div>
        {exportError ? <Alert type="error" role="alert" showIcon title={exportError} /> : null}
        <Typography.Title level={3} style={{ fontSize: 16, marginTop: 12, marginBottom: 0 }}>
          Excluir minha conta
        </Typography.Title>
        <Typography.Paragraph style={{ margin: 0 }}>
          Apaga sua conta, seu fluxo de caixa, seus tópicos e respostas do fórum. Os registros de pagamento da assinatura são mantidos por 5
          anos, como a legislação fiscal exige.
        </Typography.Paragraph>
        <div>
          <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setDeleting('asking')}>
            Excluir minha conta
          </Button>
        </div>
      </Space>
      <Modal
        open={deleting !== 'closed'}
        title={deleting === 'done' ? 'Conta excluída' : 'Excluir minha conta?'}
        onCancel={() => (deleting === 'done' ? void signOut() : setDeleting('closed'))}
        footer={
          deleting === 'done'
            ? [
                <Button key="ok" type="primary" onClick={() => void signOut()}>
                  Ir para o início
                </Button>,
              ]
            : [
                <Button key="cancel" onClick={() => setDeleting('closed')} disabled={deleting === 'working'}>
                  Cancelar
                </Button>,
                <Button key="delete" danger type="primary" loading={deleting === 'working'} onClick={() => void onDelete()}>
                  Excluir definitivamente
                </Button>,
              ]
        }
        destroyOnHidden
      >
        {deleting === 'done' ? (
          <Result status="success" title="Sua conta foi excluída." subTitle="Obrigado por ter usado o SemMultas." />
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void onDelete();
            }}
          >
            <Typography.Paragraph>
              Isto não pode ser desfeito. Se quiser uma cópia, use “Exportar meus dados” antes. Para confirmar, digite sua senha.
            </Typography.Paragraph>
            <label htmlFor="excluir-senha">Senha</label>
            <Input.Password
              id="excluir-senha"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoFocus
              style={{ marginTop: 6 }}
            />
            {deleteError ? <Alert type="error" role="alert" showIcon title={deleteError} style={{ marginTop: 12 }} /> : null}
          </form>
        )}
      </Modal>
    </Card>
  );
}
