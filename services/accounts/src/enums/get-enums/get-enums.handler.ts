import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EnumsResponse } from '@jointly/contracts';
import { ALL_ENUMS } from '../platform-enums';

export class GetEnumsQuery {}

type DeepReadonly<T> =
  T extends Array<infer U> ? ReadonlyArray<DeepReadonly<U>> : T extends object ? { readonly [K in keyof T]: DeepReadonly<T[K]> } : T;

/** The lists as the wire type says (a list the contract lacks, or one it expects missing, fails the type check). */
const ENUMS: DeepReadonly<EnumsResponse> = ALL_ENUMS;

/** The forms' lists: sectors, service categories with CPV codes, regions, company sizes, certifications, account types. */
@QueryHandler(GetEnumsQuery)
export class GetEnumsHandler implements IQueryHandler<GetEnumsQuery, typeof ALL_ENUMS> {
  execute(): Promise<typeof ALL_ENUMS> {
    return Promise.resolve(ENUMS as typeof ALL_ENUMS);
  }
}
