// The landing's own illustrations: small inline SVGs (no request, no layout shift, crisp at
// any density) painted with the theme's colours through the classes of LANDING_CSS:
// p paper, s soft brand, m brand, a highlight, k outline, w white-ish stroke on brand.
import type { ReactNode } from 'react';
import type { FeatureId } from '../lib/feature-catalog';

function Art({ label, children, width = 160, height = 100 }: { label: string; children: ReactNode; width?: number; height?: number }) {
  return (
    <svg
      className="lp-illu"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      focusable="false"
    >
      {children}
    </svg>
  );
}

const ART: Record<FeatureId, ReactNode> = {
  'sefaz-estaduais': (
    <>
      <path className="m" d="M34 42 80 18l46 24z" />
      <rect className="p k" x="40" y="44" width="80" height="34" />
      <path className="s" d="M48 48h8v26h-8zM64 48h8v26h-8zM88 48h8v26h-8zM104 48h8v26h-8z" />
      <rect className="m" x="32" y="78" width="96" height="8" rx="2" />
      <path className="a" d="M128 8c-7.7 0-13 5.6-13 12.6C115 30 128 42 128 42s13-12 13-21.4C141 13.6 135.7 8 128 8z" />
      <circle className="p" cx="128" cy="20.5" r="4.5" />
    </>
  ),
  relacionadas: (
    <>
      <path className="ln" d="M40 52 80 30M80 30l40 22M40 52h80" />
      <rect className="p k" x="22" y="36" width="34" height="44" rx="5" />
      <rect className="m" x="63" y="12" width="34" height="44" rx="5" />
      <rect className="p k" x="104" y="36" width="34" height="44" rx="5" />
      <path className="k" d="M30 50h18M30 58h18M30 66h12M112 50h18M112 58h18M112 66h12" />
      <path className="w" d="M71 26h18M71 34h18M71 42h12" />
    </>
  ),
  'calculadoras-icms': (
    <>
      <rect className="m" x="50" y="8" width="60" height="84" rx="9" />
      <rect className="p" x="58" y="16" width="44" height="18" rx="3" />
      <path className="s" d="M58 42h12v10H58zM74 42h12v10H74zM58 56h12v10H58zM74 56h12v10H74zM58 70h12v10H58zM74 70h12v10H74z" />
      <rect className="a" x="90" y="42" width="12" height="38" rx="2" />
      <circle className="a" cx="128" cy="34" r="16" />
      <path className="w" d="m121 41 14-14" />
      <circle className="p" cx="122" cy="28" r="3" />
      <circle className="p" cx="134" cy="40" r="3" />
    </>
  ),
  forum: (
    <>
      <path className="m" d="M30 14h64a9 9 0 0 1 9 9v26a9 9 0 0 1-9 9H54L38 72V58h-8a9 9 0 0 1-9-9V23a9 9 0 0 1 9-9z" />
      <path className="w" d="M36 30h52M36 42h34" />
      <path className="s" d="M76 40h54a9 9 0 0 1 9 9v22a9 9 0 0 1-9 9h-4v14l-16-14H76a9 9 0 0 1-9-9V49a9 9 0 0 1 9-9z" />
      <circle className="p" cx="88" cy="61" r="4" />
      <circle className="p" cx="103" cy="61" r="4" />
      <circle className="p" cx="118" cy="61" r="4" />
    </>
  ),
  'contadores-parceiros': (
    <>
      <circle className="s" cx="62" cy="30" r="15" />
      <path className="m" d="M32 92c0-19 13-32 30-32s30 13 30 32z" />
      <path className="k" d="M102 56v-7a4 4 0 0 1 4-4h16a4 4 0 0 1 4 4v7" />
      <rect className="a" x="92" y="56" width="44" height="32" rx="5" />
      <path className="w" d="M92 70h44" />
    </>
  ),
  'dicas-tributarias': (
    <>
      <path className="k" d="M80 6v8M48 18l6 6M112 18l-6 6M36 46h8M116 46h8" />
      <path className="a" d="M80 22a24 24 0 0 0-14 43.5V72h28v-6.5A24 24 0 0 0 80 22z" />
      <path className="w" d="m72 48 8 8 8-8" />
      <rect className="m" x="66" y="76" width="28" height="7" rx="3" />
      <rect className="s" x="70" y="86" width="20" height="6" rx="3" />
    </>
  ),
  // The tips' lamp with a padlock: the premium tips of the plan page's upsell (issue 21).
  'dicas-premium': (
    <>
      <path className="k" d="M64 6v8M32 18l6 6M96 18l-6 6M20 46h8M100 46h8" />
      <path className="a" d="M64 22a24 24 0 0 0-14 43.5V72h28v-6.5A24 24 0 0 0 64 22z" />
      <path className="w" d="m56 48 8 8 8-8" />
      <rect className="m" x="50" y="76" width="28" height="7" rx="3" />
      <rect className="s" x="54" y="86" width="20" height="6" rx="3" />
      <path className="k" d="M116 52v-8a10 10 0 0 1 20 0v8" />
      <rect className="m" x="108" y="52" width="36" height="30" rx="5" />
      <circle className="p" cx="126" cy="64" r="4" />
      <path className="w" d="M126 67v7" />
    </>
  ),
  'fluxo-caixa': (
    <>
      <path className="k" d="M24 88h112" />
      <rect className="s" x="32" y="56" width="16" height="32" rx="3" />
      <rect className="m" x="56" y="40" width="16" height="48" rx="3" />
      <rect className="s" x="80" y="50" width="16" height="38" rx="3" />
      <rect className="m" x="104" y="26" width="16" height="62" rx="3" />
      <path className="ln" d="M36 30 52 14M52 14H42M52 14v10" />
      <path className="k" d="m124 8 14 14m0 0v-10m0 10h-10" />
    </>
  ),
  'indicacao-apps': (
    <>
      <rect className="m" x="52" y="6" width="48" height="88" rx="9" />
      <rect className="p" x="57" y="14" width="38" height="68" rx="3" />
      <path className="s" d="M62 20h12v12H62zM78 20h12v12H78zM62 36h12v12H62zM78 36h12v12H78zM62 52h12v12H62z" />
      <rect className="m" x="78" y="52" width="12" height="12" />
      <path className="a" d="m126 26 5.3 10.8 11.9 1.7-8.6 8.4 2 11.8-10.6-5.6-10.6 5.6 2-11.8-8.6-8.4 11.9-1.7z" />
    </>
  ),
  'receita-federal': (
    <>
      <rect className="p k" x="40" y="8" width="64" height="84" rx="6" />
      <path className="k" d="M52 26h40M52 38h40M52 50h28M52 62h20" />
      <circle className="m" cx="106" cy="68" r="20" />
      <path className="w" d="m97 68 6 6 12-12" />
    </>
  ),
};

export function FeatureArt({ id, label }: { id: FeatureId; label: string }) {
  return <Art label={label}>{ART[id]}</Art>;
}

export const HERO_ART_LABEL = 'Escudo com sinal de confirmado protegendo uma nota fiscal e um recibo de imposto pago';

/** The hero's picture: a shield that keeps fines away from the paperwork. */
export function HeroArt() {
  return (
    <Art label={HERO_ART_LABEL} width={360} height={260}>
      <circle className="f" cx="180" cy="136" r="118" />
      <rect className="p k" x="62" y="58" width="118" height="152" rx="10" transform="rotate(-8 121 134)" />
      <path className="k" d="M84 96h70M86 114h70M88 132h44" transform="rotate(-8 121 134)" />
      <rect className="p k" x="176" y="72" width="112" height="140" rx="10" transform="rotate(6 232 142)" />
      <path className="k" d="M196 102h64M196 120h64M196 138h40" transform="rotate(6 232 142)" />
      <path className="s" d="M196 168h70v18h-70z" transform="rotate(6 232 142)" />
      <path className="m" d="M180 92 236 112v40c0 38-28 62-56 74-28-12-56-36-56-74v-40z" />
      <path className="w" style={{ strokeWidth: 10 }} d="m154 156 18 18 36-40" />
      <circle className="a" cx="292" cy="62" r="22" />
      <path className="w" style={{ strokeWidth: 5 }} d="m283 62 6 6 12-12" />
      <circle className="s" cx="64" cy="214" r="14" />
    </Art>
  );
}

/** The SemMultas wordmark, the same drawing as the shell's logo. */
export function Logo() {
  return (
    <svg className="lp-logo-art" viewBox="0 0 176 36" width="150" height="31" role="img" aria-label="SemMultas" focusable="false">
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#0b6e4f" />
      <path d="M9 18.5l5 5 9.5-11" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <text
        x="40"
        y="26"
        fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif"
        fontSize="21"
        fontWeight="700"
        className="lp-logo-text"
      >
        Sem<tspan className="lp-logo-accent">Multas</tspan>
      </text>
    </svg>
  );
}

type IconName = 'check' | 'cross' | 'chevron' | 'menu' | 'close' | 'instagram' | 'linkedin' | 'youtube' | 'mail';

const ICON_PATHS: Record<IconName, ReactNode> = {
  check: (
    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
  ),
  cross: <path d="m7 7 10 10M17 7 7 17" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  chevron: <path d="m7 10 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  close: <path d="m6 6 12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  mail: <path d="M4 6h16v12H4zm0 1 8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  linkedin: (
    <path
      fill="currentColor"
      d="M5.4 8.6h3v10.2h-3zM6.9 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5zM10.3 8.6h2.9V10c.4-.8 1.4-1.6 2.9-1.6 3.1 0 3.6 2 3.6 4.6v5.8h-3v-5.1c0-1.2 0-2.8-1.7-2.8s-1.9 1.3-1.9 2.7v5.2h-3z"
    />
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" fill="none" stroke="currentColor" strokeWidth="1.9" />
      <path d="m10 9 5 3-5 3z" fill="currentColor" />
    </>
  ),
};

/** A 24-unit icon; decorative unless given a label. */
export function Icon({ name, size = 20, label }: { name: IconName; size?: number; label?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
