import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ConversationSummary } from '@jointly/contracts';
import type { AuthenticatedUser } from '@jointly/common/auth';
import { transaction } from '@jointly/common/database';
import { directPair } from '../../message/message-rules';
import { NotPartnersError } from '../../message/message.errors';
import { addParty } from '../conversation-membership';
import { ConversationReader } from '../conversation.reader';
import { Participation } from '../participation';

export class OpenDirectCommand {
  constructor(
    readonly caller: AuthenticatedUser,
    readonly companyId: string,
  ) {}
}

/**
 * Opens (or finds) the direct conversation between the caller's company and a company it shares a consortium with;
 * the pair is checked against the current consortium members, never taken on trust.
 */
@CommandHandler(OpenDirectCommand)
export class OpenDirectHandler implements ICommandHandler<OpenDirectCommand, ConversationSummary> {
  constructor(
    @InjectDataSource('messages') private readonly dataSource: DataSource,
    private readonly participation: Participation,
    private readonly reader: ConversationReader,
  ) {}

  async execute({ caller, companyId }: OpenDirectCommand): Promise<ConversationSummary> {
    const id = await transaction(this.dataSource, async (manager) => {
      const own = await this.participation.companyOf(caller.id, manager);
      if (!own || own === companyId) throw new NotPartnersError();
      const [{ partners }] = (await manager.query(
        `SELECT EXISTS (SELECT 1 FROM messages.consortium_member m1 JOIN messages.consortium_member m2 ON m2.consortium_id = m1.consortium_id
                         WHERE m1.company_id = $1 AND m2.company_id = $2) AS partners`,
        [own, companyId],
      )) as Array<{ partners: boolean }>;
      if (!partners) throw new NotPartnersError();
      const [a, b] = directPair(own, companyId);
      const names = (await manager.query('SELECT company_id, name FROM messages.company WHERE company_id = ANY($1::uuid[])', [
        [a, b],
      ])) as Array<{
        company_id: string;
        name: string;
      }>;
      const title = [a, b].map((id) => names.find((n) => n.company_id === id)?.name ?? 'Partner company').join(' · ');
      const rows = (await manager.query(
        `INSERT INTO messages.conversation (kind, title, company_a, company_b) VALUES ('direct', $1, $2, $3)
         ON CONFLICT (company_a, company_b) WHERE kind = 'direct' DO UPDATE SET kind = 'direct' RETURNING id`,
        [title, a, b],
      )) as Array<{ id: string }>;
      await addParty(manager, rows[0].id, { party: 'company', id: a });
      await addParty(manager, rows[0].id, { party: 'company', id: b });
      return rows[0].id;
    });
    const { conversations } = await this.reader.list(caller.id);
    return conversations.find((c) => c.id === id)!;
  }
}
