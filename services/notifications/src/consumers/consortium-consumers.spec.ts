import type { ConsortiumInviteSent, ConsortiumRequestAnswered } from '@jointly/contracts';
import { consortiumInviteBody, inviteMessage } from './notify-invitee-on-consortium-invite-sent.consumer';
import { interestAnswerNotice } from './notify-inviter-on-consortium-request-answered.consumer';
import { consortiumInterestBody } from './notify-lead-on-consortium-interest-expressed.consumer';

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

describe('consortium interest notices', () => {
  it("tells the lead who would like to join, with the company's words when it gave any", () => {
    const interest = invite({ fromCompanyName: 'Kent Homes', toCompanyName: 'Acme Care' });
    expect(consortiumInterestBody(interest)).toBe(
      'Kent Homes would like to join the consortium "North Kent care". Open Find consortium partners to accept or decline.',
    );
    expect(consortiumInterestBody({ ...interest, message: ' We cover Medway. ' })).toBe(
      'Kent Homes would like to join the consortium "North Kent care".\n\nWe cover Medway.',
    );
  });

  it('tells the interested company its request was accepted or declined (not that it answered an invitation)', () => {
    const answered: ConsortiumRequestAnswered = {
      requestId: 'r',
      consortiumId: 'c',
      consortiumName: 'North Kent care',
      accountId: 'lead',
      companyId: 'kc',
      companyName: 'Kent Homes',
      fromAccountId: 'k',
      status: 'Approve',
      direction: 'interest',
    };
    expect(interestAnswerNotice(answered)).toEqual({
      title: 'Your request to join North Kent care was accepted',
      body: 'Kent Homes is now a member of the consortium "North Kent care".',
    });
    expect(interestAnswerNotice({ ...answered, status: 'Rejected' }).title).toBe('Your request to join North Kent care was declined');
  });
});
