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
  const base = { consortiumId: UUID, consortiumName: 'Care Alliance' };

  it.each([
    ['an account', { recipientAccountId: UUID }],
    ['a company', { companyId: UUID }],
    ['both', { recipientAccountId: UUID, companyId: UUID, message: 'Join us' }],
  ])('accepts %s as recipient', (_, recipient) => {
    expect(problems({ ...base, ...recipient })).toEqual([]);
  });

  it('needs at least one recipient', () => {
    expect(problems(base)).toEqual(['a recipient is required: give recipientAccountId or companyId']);
  });

  it('checks ids, even with the other recipient given', () => {
    expect(problems({ ...base, recipientAccountId: 'bob', companyId: UUID })).toEqual(['recipientAccountId must be an account id (UUID)']);
    expect(problems({ ...base, recipientAccountId: UUID, companyId: 42 })).toEqual(['companyId must be a company id (UUID)']);
    expect(problems({ ...base, recipientAccountId: UUID, consortiumId: 'c-1' })).toEqual(['consortiumId must be a consortium id (UUID)']);
  });

  it('trims the consortium name and refuses an empty or overlong one', () => {
    const dto = plainToInstance(CreateConsortiumRequestNotificationRequestDto, {
      ...base,
      consortiumName: '  Alliance  ',
      companyId: UUID,
    });
    expect(dto.consortiumName).toBe('Alliance');
    expect(problems({ ...base, consortiumName: '   ', companyId: UUID })).toEqual(['consortiumName must not be empty']);
    expect(problems({ ...base, consortiumName: 'x'.repeat(201), companyId: UUID })).toEqual([
      'consortiumName must be at most 200 characters',
    ]);
    expect(problems({ ...base, message: 'x'.repeat(1001), companyId: UUID })).toEqual(['message must be at most 1000 characters']);
  });

  it('rejects fields it does not know (no actor or kind from the body)', () => {
    expect(problems({ ...base, companyId: UUID, actorAccountId: UUID })).toEqual(['property actorAccountId should not exist']);
  });
});
