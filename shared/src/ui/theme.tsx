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
        components: {
          // The derived selection colours of a dark green brand are too faint: set them.
          Menu:
            mode === 'dark'
              ? { itemSelectedBg: '#12392c', itemSelectedColor: '#8be0bd', itemHoverBg: '#1b2a24' }
              : { itemSelectedBg: '#e1f2ea', itemSelectedColor: '#075239' },
        },
      }}
    >
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
