import type { ConsortiumInviteSent } from '@jointly/contracts';
import { consortiumInviteBody, inviteMessage } from './notify-invitee-on-consortium-invite-sent.consumer';

const invite = (extra: Record<string, unknown> = {}): ConsortiumInviteSent =>
  ({
    requestId: 'r',
    consortiumId: 'c',
    consortiumName: 'North Kent care',
    fromAccountId: 'a',
    fromCompanyId: 'fc',
    fromCompanyName: 'Acme Care',
    toAccountId: 'b',
    toCompanyId: 'tc',
    toCompanyName: 'Kent Homes',
    ...extra,
  }) as ConsortiumInviteSent;

describe('consortium invitation in-app body', () => {
  it('names both companies and the consortium, and asks for an answer', () => {
    expect(consortiumInviteBody(invite())).toBe(
      'Acme Care invites Kent Homes to join the consortium "North Kent care". Open it to accept or decline.',
    );
  });

  it("adds the inviter's message when the event carries one", () => {
    expect(consortiumInviteBody(invite({ message: ' Join us for Lot 2. ' }))).toBe(
      'Acme Care invites Kent Homes to join the consortium "North Kent care".\n\nJoin us for Lot 2.',
    );
    expect(inviteMessage(invite({ message: '' }))).toBeNull();
    expect(inviteMessage(invite())).toBeNull();
  });
});
