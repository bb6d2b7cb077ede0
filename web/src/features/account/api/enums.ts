import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { EnumsResponse } from '@jointly/contracts';

/** GET /generic-apis/all-enum: the option lists (categories, regions, …) the forms use. */
export const getAllEnums = () => api.get<EnumsResponse>('/generic-apis/all-enum', { toastOnError: false });
export const allEnumsQuery = () => queryOptions({ queryKey: ['enums'], queryFn: getAllEnums, staleTime: 60 * 60 * 1000 });
