import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PreferenceRepository } from '../preference.repository';
import { GetPreferencesQuery } from './get-preferences.query';

@QueryHandler(GetPreferencesQuery)
export class GetPreferencesHandler implements IQueryHandler<GetPreferencesQuery> {
  constructor(private readonly preferences: PreferenceRepository) {}

  async execute({ caller }: GetPreferencesQuery): Promise<{ emailDigests: boolean }> {
    return { emailDigests: await this.preferences.emailDigests(caller.id) };
  }
}
