import { useContext } from 'react';
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
export function fieldBorderTokens(token: Token, status: FieldStatus): [string, string, string, string] {
  if (status === 'error') return [token.colorError, token.colorErrorHover, token.colorError, token.colorErrorOutline];
  if (status === 'warning') return [token.colorWarning, token.colorWarningHover, token.colorWarning, token.colorWarningOutline];
  return [token.colorBorder, token.colorPrimaryHover, token.colorPrimary, token.controlOutline];
}
