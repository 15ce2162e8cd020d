import { useState } from 'react';
import { Button } from 'antd';
import { PlainCard } from '@semmultas/shared/ui/plain-card';
import { Link } from 'react-router-dom';
import type { Plan } from '@semmultas/shared/types';

const DONE_KEY = 'sm-primeiros-passos';

/** Issue 19/21: the tax calendar starts from the company; it is the first step on every plan. */
const AGENDA_STEP = {
  to: '/agenda-tributaria',
  text: 'Conte sobre sua empresa e veja os próximos vencimentos dela, com a data certa e a base legal.',
};

const STEPS: Record<Plan, { to: string; text: string }[]> = {
  free: [
    AGENDA_STEP,
    { to: '/sefaz-estaduais', text: 'Veja o que a SEFAZ do seu estado oferece e os portais que você vai usar.' },
    { to: '/dicas-tributarias', text: 'Leia as dicas que evitam as multas mais comuns.' },
    { to: '/minha-conta', text: 'Confira seu nome no fórum e seus dados.' },
  ],
  expired: [
    AGENDA_STEP,
    { to: '/minha-conta', text: 'Seu fluxo de caixa continua seu: exporte-o em Minha conta.' },
    { to: '/plano_premium', text: 'Renove o Premium para voltar a lançar e calcular.' },
  ],
  premium: [
    AGENDA_STEP,
    { to: '/calculadora-icms', text: 'Calcule seus impostos com a memória de cálculo e a base legal.' },
    { to: '/fluxo-caixa', text: 'Lance entradas e saídas ou importe o extrato do banco (OFX).' },
    { to: '/forum', text: 'Pergunte no fórum: outros empresários e contadores respondem.' },
  ],
};

function readDone(): boolean {
  try {
    return localStorage.getItem(DONE_KEY) === 'ok';
  } catch {
    return false;
  }
}

/** What to do first, until the user says they have seen it (issue 21 "first minutes"). */
export function FirstSteps({ plan }: { plan: Plan }) {
  const [done, setDone] = useState(readDone);
  if (done) return null;
  const close = () => {
    try {
      localStorage.setItem(DONE_KEY, 'ok');
    } catch {
      /* private mode: it simply shows again next time */
    }
    setDone(true);
  };
  return (
    <PlainCard
      title={<span id="primeiros-passos">Primeiros passos</span>}
      aria-labelledby="primeiros-passos"
      extra={
        <Button type="link" onClick={close} style={{ paddingInline: 0 }}>
          Entendi, fechar
        </Button>
      }
      style={{ marginBottom: 16 }}
    >
      <ol style={{ margin: 0, paddingInlineStart: 20 }}>
        {STEPS[plan].map((step) => (
          <li key={step.to} style={{ marginBottom: 6 }}>
            <Link to={step.to}>{step.text}</Link>
          </li>
        ))}
      </ol>
    </PlainCard>
  );
}
