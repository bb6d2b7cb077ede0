import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CreateConsortiumRequestNotificationRequestDto } from './create-consortium-request-notification.request.dto';

const UUID = '5f1c3a52-8a4e-4c1b-9a53-0c9c2a1e7b10';
const problems = (body: object) =>
  validateSync(plainToInstance(CreateConsortiumRequestNotificationRequestDto, body), {
    whitelist: true,
    forbidNonWhitelisted: true,
  }).flatMap((e) => Object.values(e.constraints ?? {}));

describe('CreateConsortiumRequestNotificationRequestDto', () => {
  it('takes the consortium request id', () => {
    expect(problems({ requestId: UUID })).toEqual([]);
  });

  it('needs a well-formed request id', () => {
    expect(problems({})).toEqual(['requestId must be a consortium request id (UUID)']);
    expect(problems({ requestId: 'r-1' })).toEqual(['requestId must be a consortium request id (UUID)']);
  });

  it.each(['consortiumName', 'consortiumId', 'message', 'recipientAccountId', 'companyId', 'title', 'actorAccountId'])(
    'refuses %s: nothing the recipients read comes from the client',
    (field) => {
      expect(problems({ requestId: UUID, [field]: 'URGENT: verify your account at https://evil.example' })).toEqual([
        `property ${field} should not exist`,
      ]);
    },
  );
});
