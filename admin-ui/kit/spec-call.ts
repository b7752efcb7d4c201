// How a screen's API file makes a call: the method, the body and the abort signal, and the call
// itself (useSpecApi's, or a test's fake), so every *-api.ts takes the same function.

export interface SpecApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

export type SpecCall = <T>(path: string, request: SpecApiRequest) => Promise<T>;
