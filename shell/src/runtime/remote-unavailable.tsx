import { Button, Result } from 'antd';
import { ApiOutlined } from '@ant-design/icons';
import { MSG } from '@semmultas/shared/messages';

/** A remote that did not load or crashed (remote-route.tsx loads this on the first failure). */
export default function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Result
      icon={<ApiOutlined />}
      status="warning"
      title={MSG.remoteDown}
      subTitle="O restante do SemMultas continua funcionando. Tente de novo em instantes."
      extra={
        <Button type="primary" onClick={onRetry}>
          {MSG.retry}
        </Button>
      }
    />
  );
}
