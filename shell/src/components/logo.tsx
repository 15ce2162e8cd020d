import { theme } from 'antd';
import { useShell } from '../lib/shell-context';

/** The SemMultas wordmark (inline SVG: no request, crisp at any size). */
export function Logo({ height = 32, inverted = false }: { height?: number; inverted?: boolean }) {
  const { token } = theme.useToken();
  const { colorMode } = useShell();
  const text = inverted ? '#ffffff' : token.colorText;
  const dark = colorMode === 'dark' || inverted;
  return (
    <svg height={height} viewBox="0 0 176 36" role="img" aria-label="SemMultas">
      <rect x="0" y="2" width="32" height="32" rx="8" fill="#0b6e4f" />
      <path d="M9 18.5l5 5 9.5-11" fill="none" stroke="#fff" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <text x="40" y="26" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" fontSize="21" fontWeight="700" fill={text}>
        Sem<tspan fill={dark ? '#4cc995' : '#0b6e4f'}>Multas</tspan>
      </text>
    </svg>
  );
}
