import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE, httpClient } from './http-client';

/** The admin resources speak the ra-data-simple-rest dialect under /api/admin (Content-Range, filter={"id":[…]}). */
export const dataProvider = simpleRestProvider(`${API_BASE}/admin`, httpClient);
