import { CheckCircleFilled, CloseCircleFilled, InfoCircleOutlined } from '@ant-design/icons';
import { theme, Typography } from 'antd';
import { PASSWORD_RULE, passwordChecks } from '@semmultas/shared/password-policy';
import { VisuallyHidden } from '@semmultas/shared/ui/visually-hidden';

/** The password rule under the field, each part ticked as the user types (issue 13). */
export function PasswordRule({ password, email, id }: { password?: string; email?: string; id?: string }) {
  const { token } = theme.useToken();
  const checks = passwordChecks(password ?? '', email ?? '');
  return (
    <div id={id}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {PASSWORD_RULE}
      </Typography.Text>
      <ul aria-label="Regras da senha" aria-live="polite" style={{ listStyle: 'none', margin: '6px 0 0', padding: 0, fontSize: 13 }}>
        {checks.map((check) => {
          const state = password ? check.ok : null;
          const icon =
            state === true ? (
              <CheckCircleFilled aria-hidden style={{ color: token.colorSuccess }} />
            ) : state === false ? (
              <CloseCircleFilled aria-hidden style={{ color: token.colorError }} />
            ) : (
              <InfoCircleOutlined aria-hidden style={{ color: token.colorTextSecondary }} />
            );
          const status = state === true ? 'atendida' : state === false ? 'não atendida' : 'a verificar';
          return (
            <li key={check.label} style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
              {icon}
              <span>
                {check.label}
                <VisuallyHidden> — {status}</VisuallyHidden>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
