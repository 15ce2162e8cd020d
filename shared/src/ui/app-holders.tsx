// The holders antd's App renders for App.useApp()'s message, notification and modal: their code
// (Modal with its dialog, the notification and message lists: ~70 KB of the shell's first chunk)
// in a chunk of its own, loaded by LazyAntApp at the first press or key, or at the first call. See lazy-app.tsx.
import { useContext, useEffect } from 'react';
import { message, Modal, notification } from 'antd';
import { AppConfigContext } from 'antd/es/app/context';
import type { AppApis } from './lazy-app';

export function AppHolders({ onReady }: { onReady: (apis: AppApis) => void }) {
  const config = useContext(AppConfigContext);
  const [messageApi, messageHolder] = message.useMessage(config.message);
  const [notificationApi, notificationHolder] = notification.useNotification(config.notification);
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [onReady, messageApi, notificationApi, modalApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
