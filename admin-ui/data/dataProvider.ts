// Generic REST (ra-data-simple-rest contract) at /api/rest/<resource>.
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { httpClient } from './http.js';

export const REST_BASE = '/api/rest';

export function createDataProvider(apiUrl = REST_BASE): DataProvider {
  return simpleRestProvider(apiUrl, httpClient);
}
