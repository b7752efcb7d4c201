// Calls a spec route (/api/admin/..., /api/notification/...) that the generic REST dataProvider cannot
// express, through the shell's httpClient (same cookie and error format as the dataProvider). A 401 or
// 403 then goes through the authProvider, as a dataProvider error would.
import { useCallback } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { httpClient } from '../../admin-ui/data/http.js';
import type { SpecApiRequest, SpecCall } from './spec-call.js';

export async function callSpecApi<T>(path: string, { method, body, signal }: SpecApiRequest): Promise<T> {
  const { json } = await httpClient(path, { method, signal, body: body === undefined ? undefined : JSON.stringify(body) });
  return json as T;
}

export function useSpecApi(): SpecCall {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    async <T,>(path: string, request: SpecApiRequest) => {
      try {
        return await callSpecApi<T>(path, request);
      } catch (error) {
        if (!request.signal?.aborted) await logoutIfAccessDenied(error);
        throw error;
      }
    },
    [logoutIfAccessDenied],
  );
}
