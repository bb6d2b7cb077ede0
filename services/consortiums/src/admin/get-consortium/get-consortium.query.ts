import { Query } from '@nestjs/cqrs';
import type { AdminConsortiumDetail } from '@jointly/contracts';

/** One consortium for the console (admins): its members, requests and bids, newest first. */
export class GetConsortiumAdminQuery extends Query<AdminConsortiumDetail> {
  constructor(readonly consortiumId: string) {
    super();
  }
}
