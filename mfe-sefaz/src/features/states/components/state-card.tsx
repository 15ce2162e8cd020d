import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { State } from '@semmultas/shared/types';
import { CardLink } from '@semmultas/shared/ui/card-link';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { PlainText } from '@semmultas/shared/ui/plain-typography';

function CardBody({ state, name }: { state: State; name: ReactNode }) {
  const { token } = theme.useToken();
  return (
    // Issue 14: a box with the theme's tokens, not antd's Card (which brings Tabs, Dropdown, Menu).
    <PlainCard
      hoverable
      style={{ width: '100%', height: '100%', position: 'relative' }}
      bodyStyle={{ padding: '12px 6px', textAlign: 'center' }}
    >
      <img
        src={state.image_url}
        alt=""
        width={160}
        height={120}
        loading="lazy"
        style={{
          width: 'calc(100% - 12px)',
          maxWidth: 160,
          height: 'auto',
          aspectRatio: '4 / 3',
          display: 'block',
          margin: '0 auto 10px',
          borderRadius: token.borderRadius,
        }}
      />
      <PlainText strong style={{ display: 'block', lineHeight: 1.3, fontSize: 'clamp(12.5px, 3.5vw, 14px)' }}>
        {name}
      </PlainText>
      {state.sigla ? (
        <PlainText type="secondary" style={{ fontSize: 12 }}>
          SEFAZ-{state.sigla}
        </PlainText>
      ) : null}
    </PlainCard>
  );
}

/**
 * A state of the grid: its name links to its page (the whole card follows it), or (no sigla)
 * the card is a button that says why it cannot open. Heard as the state's name, as seen.
 */
export function StateCard({ state, onMissingSigla, onOpening }: { state: State; onMissingSigla: () => void; onOpening?: () => void }) {
  const reset = {
    display: 'flex',
    width: '100%',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    color: 'inherit',
    textAlign: 'inherit',
  } as const;
  if (!state.sigla)
    return (
      <button type="button" onClick={onMissingSigla} style={{ ...reset, cursor: 'pointer' }}>
        <CardBody state={state} name={state.state_name} />
      </button>
    );
  return (
    <div style={{ display: 'flex', width: '100%' }} onMouseEnter={onOpening} onFocus={onOpening}>
      <CardBody state={state} name={<CardLink to={state.sigla}>{state.state_name}</CardLink>} />
    </div>
  );
}
