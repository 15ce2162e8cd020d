import { Button, Result } from 'antd';
import { MSG } from '../messages';

/** 'Erro ao carregar dados' with a way to try again (SPEC §8). */
export function LoadError({ onRetry, detail }: { onRetry?: () => void; detail?: string }) {
  return (
    <Result
      status="warning"
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
