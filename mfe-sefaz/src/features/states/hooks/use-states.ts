import { useCallback } from 'react';
import { useRequest } from '@semmultas/shared/use-request';
import { getStates } from '../api/get-states';

export function useStates() {
  return useRequest(useCallback(() => getStates(), []));
}
