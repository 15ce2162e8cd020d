// A charge's nota fiscal de serviço (NFS-e), the same on the owner's history and the admin's
// list: the link once issued, a short note while it is being issued or after a cancellation,
// nothing (or the fallback) when the charge has none.
import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { nfseView, type Payment } from '../billing';

export function NfseLink({
  payment,
  fallback = null,
  forAdmin = false,
}: {
  payment: Pick<Payment, 'nfse_status' | 'nfse_number' | 'nfse_url'>;
  fallback?: ReactNode;
  /** The admin's list: a refused nota says so (see nfseView). */
  forAdmin?: boolean;
}) {
  const view = nfseView(payment, { forAdmin });
  if (!view) return <>{fallback}</>;
  if (view.kind === 'link') {
    return (
      <a href={view.href} target="_blank" rel="noopener noreferrer">
        {view.label}
      </a>
    );
  }
  return <Typography.Text type="secondary">{view.label}</Typography.Text>;
}
