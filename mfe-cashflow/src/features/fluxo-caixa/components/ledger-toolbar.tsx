// The ledger's header actions: write actions while the plan is active; with an expired plan,
// renewing and exporting only (issue 21).
import { Button, Flex } from 'antd';
import { useScreens } from '@semmultas/shared/ui/use-screens';
import { DownloadOutlined, LockOutlined, PlusOutlined, TagsOutlined, UploadOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { upsellHref } from '@semmultas/shared/routes';

interface Props {
  readOnly: boolean;
  /** The ledger has loaded. */
  ready: boolean;
  canExport: boolean;
  onNew: () => void;
  onCategories: () => void;
  onImport: () => void;
  onExport: () => void;
  /** The pointer or the keyboard reaches "Nova transação" / "Categorias": their dialogs' chunks start (issue 14). */
  preloadForm?: () => void;
  preloadCategories?: () => void;
}

export function LedgerToolbar({
  readOnly,
  ready,
  canExport,
  onNew,
  onCategories,
  onImport,
  onExport,
  preloadForm,
  preloadCategories,
}: Props) {
  const navigate = useNavigate();
  const screens = useScreens();
  return (
    <Flex wrap gap={8} justify={screens.md ? 'flex-end' : 'flex-start'}>
      {readOnly ? (
        <Button type="primary" icon={<LockOutlined aria-hidden />} onClick={() => navigate(upsellHref('fluxo-caixa'))}>
          Renovar o Premium
        </Button>
      ) : (
        <>
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={onNew}
            disabled={!ready}
            onMouseEnter={preloadForm}
            onFocus={preloadForm}
          >
            Nova transação
          </Button>
          <Button
            icon={<TagsOutlined aria-hidden />}
            onClick={onCategories}
            disabled={!ready}
            onMouseEnter={preloadCategories}
            onFocus={preloadCategories}
          >
            Categorias
          </Button>
          <Button icon={<UploadOutlined aria-hidden />} onClick={onImport} disabled={!ready}>
            Importar OFX
          </Button>
        </>
      )}
      <Button icon={<DownloadOutlined aria-hidden />} onClick={onExport} disabled={!ready || !canExport}>
        Exportar CSV
      </Button>
    </Flex>
  );
}
