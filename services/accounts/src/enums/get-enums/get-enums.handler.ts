import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ALL_ENUMS } from '../platform-enums';

export class GetEnumsQuery {}

/** The forms' lists: sectors, service categories with CPV codes, regions, company sizes, certifications, account types. */
@QueryHandler(GetEnumsQuery)
export class GetEnumsHandler implements IQueryHandler<GetEnumsQuery, typeof ALL_ENUMS> {
  execute(): Promise<typeof ALL_ENUMS> {
    return Promise.resolve(ALL_ENUMS);
  }
}
