import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PreferenceRepository } from '../preference.repository';
import { SetPreferencesCommand } from './set-preferences.command';

@CommandHandler(SetPreferencesCommand)
export class SetPreferencesHandler implements ICommandHandler<SetPreferencesCommand> {
  constructor(private readonly preferences: PreferenceRepository) {}

  async execute({ caller, emailDigests }: SetPreferencesCommand): Promise<{ emailDigests: boolean }> {
    await this.preferences.setEmailDigests(caller.id, emailDigests);
    return { emailDigests };
  }
}
