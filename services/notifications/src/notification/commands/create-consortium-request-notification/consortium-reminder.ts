import type { ConsortiumRequestRecord } from '../../../directory/consortium-request.repository';

/** The reminder's line, from the request as recorded: "Acme Care reminds Kent Homes of its invitation …". */
export function consortiumReminderBody(
  request: Pick<ConsortiumRequestRecord, 'fromCompanyName' | 'toCompanyName' | 'consortiumName'>,
): string {
  return `${request.fromCompanyName} reminds ${request.toCompanyName} of its invitation to join the consortium "${request.consortiumName}". Open it to accept or decline.`;
}
