import { expertInvitationBody } from './notify-expert-on-expert-invited.consumer';

describe('expert invitation in-app body', () => {
  it("quotes the provider's message and asks for an answer", () => {
    expect(expertInvitationBody({ message: ' Join us for Lot 2. ' })).toBe(
      '"Join us for Lot 2."\n\nOpen your invitations to accept or decline.',
    );
  });

  it('only asks for an answer when there is no message', () => {
    expect(expertInvitationBody({ message: null })).toBe('Open your invitations to accept or decline.');
    expect(expertInvitationBody({ message: '   ' })).toBe('Open your invitations to accept or decline.');
  });
});
