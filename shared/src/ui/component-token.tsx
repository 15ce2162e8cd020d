import { useContext } from 'react';
import { theme } from 'antd';
import type { ComponentTokenMap } from 'antd/es/theme/interface';
import { DesignTokenContext } from 'antd/es/theme/context';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * The theme's tokens with the overrides the one ConfigProvider gives one antd component
 * (theme.tsx's `components`: the Switch's off colour, the Menu's selection), for a shared plain
 * control drawn like that component (issue 14): what antd's own component would read.
 */
export function useComponentToken<K extends keyof ComponentTokenMap>(component: K): Token & Partial<ComponentTokenMap[K]> {
  const { token } = theme.useToken();
  // ConfigProvider takes a component's own tokens and alias tokens (colorText…) side by side.
  const own = useContext(DesignTokenContext).components?.[component] as Partial<Token> | undefined;
  return (own ? { ...token, ...own } : token) as Token & Partial<ComponentTokenMap[K]>;
}
