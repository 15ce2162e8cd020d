import { Card, Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { State } from '@semmultas/shared/types';

function CardBody({ state }: { state: State }) {
  const { token } = theme.useToken();
  return (
    <Card hoverable style={{ width: '100%', height: '100%' }} styles={{ body: { padding: '12px 6px', textAlign: 'center' } }}>
      <img
        src={state.image_url}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        style={{ width: 'calc(100% - 12px)', maxWidth: 160, height: 'auto', aspectRatio: '4 / 3', display: 'block', margin: '0 auto 10px', borderRadius: token.borderRadius }}
      />
      <Typography.Text strong style={{ display: 'block', lineHeight: 1.3, fontSize: 'clamp(12.5px, 3.5vw, 14px)' }}>
        {state.state_name}
      </Typography.Text>
      {state.sigla ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          SEFAZ-{state.sigla}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** A state of the grid: a link to its page, or (no sigla) a button that says why it cannot open. */
export function StateCard({ state, onMissingSigla }: { state: State; onMissingSigla: () => void }) {
  const reset = { display: 'flex', width: '100%', padding: 0, border: 0, background: 'none', font: 'inherit', color: 'inherit', textAlign: 'inherit' } as const;
  if (!state.sigla)
    return (
      <button type="button" onClick={onMissingSigla} style={{ ...reset, cursor: 'pointer' }} aria-label={state.state_name}>
        <CardBody state={state} />
      </button>
    );
  return (
    <Link to={state.sigla} style={reset} aria-label={state.state_name}>
      <CardBody state={state} />
    </Link>
  );
}
