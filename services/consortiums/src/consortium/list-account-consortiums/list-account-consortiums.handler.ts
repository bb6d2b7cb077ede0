import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ConsortiumView } from '@jointly/contracts';
import { isUuid } from '@jointly/common/http';
import { CompanyDirectory } from '../../directory/company-directory';
import { assertCanListConsortiumsOf } from '../consortium-rules';
import { ConsortiumReader } from '../consortium.reader';
import { ListAccountConsortiumsQuery } from './list-account-consortiums.query';

@QueryHandler(ListAccountConsortiumsQuery)
export class ListAccountConsortiumsHandler implements IQueryHandler<ListAccountConsortiumsQuery> {
  constructor(
    private readonly reader: ConsortiumReader,
    private readonly directory: CompanyDirectory,
  ) {}

  async execute({ caller, accountId }: ListAccountConsortiumsQuery): Promise<{ foundConsortiums: ConsortiumView[]; count: number }> {
    assertCanListConsortiumsOf(caller, accountId);
    const companyId =
      accountId === caller.id && caller.companyId
        ? caller.companyId
        : isUuid(accountId)
          ? await this.directory.companyOfAccount(accountId)
          : null;
    const foundConsortiums = await this.reader.ofCompany(companyId);
    return { foundConsortiums, count: foundConsortiums.length };
  }
}
