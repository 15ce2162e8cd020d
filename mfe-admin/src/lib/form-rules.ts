// antd's Form asks each field for a rule; ours all defer to one plain validate() over the
// whole form, so the messages and the cross-field rules (link required for types 0 and 1,
// image only for partners and apps) have one source, tested without a DOM.
import { useCallback } from 'react';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { FormErrors } from './form-errors';

export function useFormRules<V extends object>(
  form: FormInstance<V>,
  empty: V,
  validate: (values: V) => FormErrors<Extract<keyof V, string>>,
) {
  const values = useCallback((): V => ({ ...empty, ...stripUndefined(form.getFieldsValue(true) as Partial<V>) }), [form, empty]);
  const rule = useCallback(
    (field: Extract<keyof V, string>): Rule => ({
      validator: async () => {
        const message = validate(values())[field];
        if (message) throw new Error(message);
      },
    }),
    [validate, values],
  );
  return { rule, values };
}

function stripUndefined<T extends object>(value: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
