import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { InvalidInputError, validationErrorFactory } from '@jointly/common/errors';
import { ApprovePartnerCommand } from '../../../partner/approve-partner/approve-partner.handler';
import type { PartnerView } from '../../../partner/partner.entity';
import { UpdatePartnerRequestDto } from '../../../partner/partner.request.dto';
import { UpdatePartnerCommand } from '../../../partner/update-partner/update-partner.handler';
import { AdminPartnerReader } from '../admin-partner.reader';

/** What an admin may edit of a company from the console (the company-profile fields). */
const EDITABLE = [
  'companyName',
  'registrationNumber',
  'phone',
  'website',
  'address',
  'postcode',
  'description',
  'sector',
  'companySize',
  'regions',
  'serviceCategories',
  'certifications',
  'annualTurnover',
  'employees',
  'yearsTrading',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export class EditPartnerRecordCommand {
  constructor(
    readonly admin: AuthenticatedUser,
    readonly id: string,
    readonly body: Record<string, unknown>,
  ) {}
}

/**
 * The console's PUT of a company, with the whole record (react-admin): changed profile fields are saved through
 * update-partner; `verification: "verified"` approves through approve-partner (PartnerApproved → e-mail and in-app
 * notification). Answers the record.
 */
@CommandHandler(EditPartnerRecordCommand)
export class EditPartnerRecordHandler implements ICommandHandler<EditPartnerRecordCommand, PartnerView> {
  constructor(
    private readonly partners: AdminPartnerReader,
    private readonly commands: CommandBus,
  ) {}

  async execute({ admin, id, body }: EditPartnerRecordCommand): Promise<PartnerView> {
    const current = await this.partners.get(id);
    const verification = body.verification;
    if (verification !== undefined && verification !== current.verification && verification !== 'verified')
      throw new InvalidInputError('verification can only be changed to verified (approve).', 'PARTNER.INVALID_VERIFICATION_CHANGE');
    const changes: Record<string, unknown> = {};
    for (const key of EDITABLE) if (key in body && !same(body[key], current[key])) changes[key] = body[key];
    if (Object.keys(changes).length) {
      const dto = plainToInstance(UpdatePartnerRequestDto, changes);
      const errors = await validate(dto, { whitelist: true, forbidNonWhitelisted: true });
      if (errors.length) throw validationErrorFactory(errors);
      await this.commands.execute(new UpdatePartnerCommand(admin, id, dto));
    }
    if (verification === 'verified' && current.verification !== 'verified')
      await this.commands.execute(new ApprovePartnerCommand(admin, id));
    return this.partners.get(id);
  }
}
