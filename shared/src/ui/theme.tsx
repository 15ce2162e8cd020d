import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import ptBR from 'antd/locale/pt_BR';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

export type ColorMode = 'light' | 'dark';

export const BRAND_COLOR = '#0b6e4f';

/** One theme, one ConfigProvider: the shell renders it once and every remote inherits it. */
export function AppProviders({ mode, children }: { mode: ColorMode; children: ReactNode }) {
  return (
    <ConfigProvider
      locale={ptBR}
      theme={{
        algorithm: mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: BRAND_COLOR, borderRadius: 8, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
