import { Button, theme } from 'antd';
import { WarningFilled } from '@ant-design/icons';
import { MSG } from '../messages';
import { PlainResult } from './plain-result';

/** 'Erro ao carregar dados' with a way to try again (SPEC §8). */
export function LoadError({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  const { token } = theme.useToken();
  return (
    <PlainResult
      icon={<WarningFilled aria-hidden style={{ color: token.colorWarning }} />}
      title={MSG.loadError}
      subTitle={detail ?? 'Verifique sua conexão e tente de novo.'}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {MSG.retry}
          </Button>
        ) : null
      }
    />
  );
}
