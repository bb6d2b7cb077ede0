import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AccountNotificationsParamDto, NotificationPageQueryDto } from './list-account-notifications.request.dto';
import { CompanyIdParamDto, UnreadQueryDto } from '../list-company-unread/list-company-unread.request.dto';
import { NotificationIdParamDto } from '../../commands/mark-notification-read/mark-notification-read.request.dto';

const problems = (cls: new () => object, plain: object) =>
  validateSync(plainToInstance(cls, plain), { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );

describe('notification request DTOs', () => {
  it.each([
    [AccountNotificationsParamDto, 'id must be an account id (UUID)'],
    [CompanyIdParamDto, 'id must be a company id (UUID)'],
    [NotificationIdParamDto, 'id must be a notification id (UUID)'],
  ])('%p accepts a UUID and explains anything else', (cls, message) => {
    expect(problems(cls, { id: 'a3bb189e-8bf9-3888-9912-ace4e6543002' })).toEqual([]);
    expect(problems(cls, { id: 'not-a-uuid' })).toEqual([message]);
    expect(problems(cls, { id: "1' OR '1'='1" })).toEqual([message]);
  });

  it('reads page and limit from the query string as numbers', () => {
    const dto = plainToInstance(NotificationPageQueryDto, { page: '2', limit: '25' });
    expect(dto).toEqual({ page: 2, limit: 25 });
    expect(problems(NotificationPageQueryDto, {})).toEqual([]);
  });

  it.each([
    [{ page: '0' }, 'page must be 1 or more'],
    [{ page: 'two' }, 'page must be a whole number'],
    [{ page: '1.5' }, 'page must be a whole number'],
    [{ limit: '0' }, 'limit must be between 1 and 100'],
    [{ limit: '101' }, 'limit must be between 1 and 100'],
    [{ sort: 'x' }, 'property sort should not exist'],
  ])('rejects %j', (query, message) => {
    expect(problems(NotificationPageQueryDto, query)).toContain(message);
  });

  it('bounds the unread list limit', () => {
    expect(problems(UnreadQueryDto, { limit: '200' })).toEqual([]);
    expect(problems(UnreadQueryDto, { limit: '201' })).toEqual(['limit must be between 1 and 200']);
  });
});
