import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { SaveUserCriteriaRequestDto } from './save-user-criteria.request.dto';

const read = (body: object) => plainToInstance(SaveUserCriteriaRequestDto, body);
const problems = (body: object) =>
  validateSync(read(body), { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) => Object.values(e.constraints ?? {}));

describe('SaveUserCriteriaRequestDto', () => {
  it('accepts a full set of facts and normalises the lists', () => {
    const body = {
      serviceCategories: ['85', ' 85311000-2 ', '85311000'],
      regions: [' Yorkshire and  the Humber', 'yorkshire and the humber', 'London'],
      annualTurnover: 2_500_000,
      yearsTrading: 12,
      staffCount: 85,
      certifications: ['CQC registration', 'ISO 9001', '', 'Cyber Essentials'],
      insuranceLevel: 5_000_000,
    };
    expect(problems(body)).toEqual([]);
    expect(read(body)).toEqual({
      ...body,
      serviceCategories: ['85', '85311000'],
      regions: ['Yorkshire and the Humber', 'London'],
      certifications: ['CQC registration', 'ISO 9001', 'Cyber Essentials'],
    });
  });

  it('lets null clear a field: lists become empty, numbers null', () => {
    expect(problems({ regions: null, annualTurnover: null })).toEqual([]);
    expect(read({ regions: null, annualTurnover: null })).toEqual({ regions: [], annualTurnover: null });
  });

  it.each([
    [{ serviceCategories: ['health'] }, 'serviceCategories must be CPV codes or divisions, e.g. "85" or "85311000-2"'],
    [{ serviceCategories: '85' }, 'serviceCategories must be a list of text items'],
    [{ regions: [3] }, 'regions must contain text items only'],
    [{ certifications: ['x'.repeat(121)] }, 'each item of certifications must be at most 120 characters'],
    [{ certifications: Array.from({ length: 51 }, (_, i) => `cert ${i}`) }, 'certifications may hold at most 50 items'],
    [{ annualTurnover: '2m' }, 'annualTurnover must be a whole number'],
    [{ annualTurnover: -1 }, 'annualTurnover must be 0 or more'],
    [{ yearsTrading: 2.5 }, 'yearsTrading must be a whole number'],
    [{ staffCount: 20_000_000 }, 'staffCount must be at most 10000000'],
    [{ insuranceLevel: 1e13 }, 'insuranceLevel must be at most 1000000000000'],
    [{ companyId: 'x' }, 'property companyId should not exist'],
    [{ accountId: 'x' }, 'property accountId should not exist'],
  ])('refuses %j naming the field', (body, message) => {
    expect(problems(body)).toContain(message);
  });

  it('counts the 50-item limit after removing duplicates', () => {
    expect(problems({ certifications: [...Array.from({ length: 50 }, (_, i) => `cert ${i}`), 'CERT 0'] })).toEqual([]);
  });
});
