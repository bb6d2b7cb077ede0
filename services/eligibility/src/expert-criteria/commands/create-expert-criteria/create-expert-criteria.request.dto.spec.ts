import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SearchExpertCriteriaRequestDto } from '../../queries/search-expert-criteria/search-expert-criteria.request.dto';
import { CreateExpertCriteriaRequestDto } from './create-expert-criteria.request.dto';

const problemsOf = (cls: new () => object, plain: object) =>
  validateSync(plainToInstance(cls, plain), { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) =>
    Object.values(e.constraints ?? {}),
  );
const problems = (body: object) => problemsOf(CreateExpertCriteriaRequestDto, body);

describe('CreateExpertCriteriaRequestDto', () => {
  it('accepts an entry and normalises it', () => {
    const body = {
      headline: '  Social care   bid writer ',
      expertise: ['bid writing', 'Bid Writing', ' CQC compliance '],
      sectors: ['85', '75'],
      regions: ['London'],
      yearsExperience: 12,
      dayRate: 650,
      availability: 'limited',
      bio: '  Twelve years in adult social care.\nFormer commissioner.  ',
    };
    expect(problems(body)).toEqual([]);
    expect(plainToInstance(CreateExpertCriteriaRequestDto, body)).toEqual({
      ...body,
      headline: 'Social care bid writer',
      expertise: ['bid writing', 'CQC compliance'],
      bio: 'Twelve years in adult social care.\nFormer commissioner.',
    });
    expect(problems({})).toEqual([]);
  });

  it('clears text with null or an empty string', () => {
    expect(plainToInstance(CreateExpertCriteriaRequestDto, { headline: '  ', bio: null })).toEqual({ headline: null, bio: null });
  });

  it.each([
    [{ headline: 'x'.repeat(201) }, 'headline must be at most 200 characters'],
    [{ headline: 5 }, 'headline must be text'],
    [{ sectors: ['854'] }, 'sectors must be CPV divisions of two digits, e.g. "85"'],
    [{ expertise: 'bids' }, 'expertise must be a list of text items'],
    [{ availability: 'busy' }, 'availability must be one of available, limited, unavailable'],
    [{ availability: null }, 'availability must be one of available, limited, unavailable'],
    [{ dayRate: 100_001 }, 'dayRate must be at most 100000'],
    [{ yearsExperience: -2 }, 'yearsExperience must be 0 or more'],
    [{ bio: 'x'.repeat(5001) }, 'bio must be at most 5000 characters'],
    [{ accountId: 'someone' }, 'property accountId should not exist'],
  ])('refuses %j naming the field', (body, message) => {
    expect(problems(body)).toContain(message);
  });
});

describe('SearchExpertCriteriaRequestDto', () => {
  it('reads single, comma-separated and indexed values and numbers from the query string', () => {
    const dto = plainToInstance(SearchExpertCriteriaRequestDto, {
      expertise: 'bid writing',
      sector: '85,75',
      region: ['London', 'london'],
      availability: 'available',
      page: '2',
      limit: '20',
    });
    expect(dto).toEqual({
      expertise: ['bid writing'],
      sector: ['85', '75'],
      region: ['London'],
      availability: ['available'],
      page: 2,
      limit: 20,
    });
  });

  it.each([
    [{ limit: '101' }, 'limit must be between 1 and 100'],
    [{ page: '0' }, 'page must be 1 or more'],
    [{ sector: 'health' }, 'sector must be CPV divisions of two digits, e.g. 85'],
    [{ availability: 'soon' }, 'availability must be one or more of available, limited, unavailable'],
    [{ account: ['nope'] }, 'account must contain account ids (UUID)'],
    [{ account: { a: 'b' } }, 'account must be a list of account ids, e.g. account[0]=<id>'],
    [{ sort: 'x' }, 'property sort should not exist'],
  ])('refuses %j', (query, message) => {
    expect(problemsOf(SearchExpertCriteriaRequestDto, query)).toContain(message);
  });
});
