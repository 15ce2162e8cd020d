import { useContext, type Ref } from 'react';
import type { theme } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';

// What the shared fields drawn with the browser's own controls (PlainInput, PlainSelect,
// PlainRadioGroup, PlainSwitch; issue 14) have in common: the ARIA they pass on, and how they
// read an error status and colour their border as antd's outlined fields do.

/** The ARIA a field takes from its caller (Campo, Form.Item, a filter bar). */
export interface FieldAria {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export type FieldStatus = 'error' | 'warning' | '' | undefined;

type Token = ReturnType<typeof theme.useToken>['token'];

/** The status given, or else the one of antd's Form.Item around the field, as antd's own fields take it. */
export function useFieldStatus(status: FieldStatus): 'error' | 'warning' | undefined {
  const item = useContext(FormItemInputContext).status;
  if (status) return status;
  return item === 'error' || item === 'warning' ? item : undefined;
}

/** antd's outlined variant, per status: [border, hover border, focused border, focus ring]. */
function fieldBorderTokens(token: Token, status: FieldStatus): [string, string, string, string] {
  if (status === 'error') return [token.colorError, token.colorErrorHover, token.colorError, token.colorErrorOutline];
  if (status === 'warning') return [token.colorWarning, token.colorWarningHover, token.colorWarning, token.colorWarningOutline];
  return [token.colorBorder, token.colorPrimaryHover, token.colorPrimary, token.controlOutline];
}

/**
 * antd's outlined field box as CSS variables named `--sm-<name>-…`, for a field's stylesheet to
 * read: its text and background, its border per status (and on hover and focus, with the focus
 * ring), placeholder and disabled colours, line width, radius and font size.
 */
export function outlinedFieldVars(name: string, token: Token, status: FieldStatus, radius = token.borderRadius): Record<string, string> {
  const [border, hover, active, outline] = fieldBorderTokens(token, status);
  const v = (key: string) => `--sm-${name}-${key}`;
  return {
    [v('fs')]: `${token.fontSize}px`,
    [v('lw')]: `${token.lineWidth}px`,
    [v('radius')]: `${radius}px`,
    [v('fg')]: token.colorText,
    [v('bg')]: token.colorBgContainer,
    [v('border')]: border,
    [v('hover')]: hover,
    [v('active')]: active,
    [v('outline')]: outline,
    [v('placeholder')]: token.colorTextPlaceholder,
    [v('disabled-fg')]: token.colorTextDisabled,
    [v('disabled-bg')]: token.colorBgContainerDisabled,
  };
}

/** Hands one element to several refs: a field's own (its caret, its focus) and its caller's. */
export function setRefs<T>(el: T | null, ...refs: (Ref<T> | undefined)[]): void {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  }
}
