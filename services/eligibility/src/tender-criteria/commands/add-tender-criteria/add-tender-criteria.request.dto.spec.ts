import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { AddTenderCriteriaRequestDto } from './add-tender-criteria.request.dto';

const TENDER = '7b0f1d6e-3c3a-4d5e-9a55-2f1f2d6b9c11';
const validate = (body: object) => {
  const dto = plainToInstance(AddTenderCriteriaRequestDto, body);
  return {
    dto,
    messages: validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) => Object.values(e.constraints ?? {})),
  };
};

describe('AddTenderCriteriaRequestDto', () => {
  it('accepts a tender, an optional lot and parsed requirements', () => {
    const { dto, messages } = validate({ tender: TENDER, lot: '  Lot 2 ', requirements: [{ type: 'certification', name: 'ISO 9001' }] });
    expect(messages).toEqual([]);
    expect(dto.lot).toBe('Lot 2');
    expect(dto.requirements).toEqual([{ type: 'certification', name: 'ISO 9001', weight: 1, mandatory: false }]);
  });

  it('reports the requirement problem as the message, and a bad tender id', () => {
    expect(validate({ tender: 'x', requirements: [{ type: 'staffCount' }] }).messages).toEqual([
      'tender must be a tender id (UUID)',
      'requirements[0].minimum must be a number of staff: a whole number from 1 to 10000000',
    ]);
    expect(validate({ tender: TENDER }).messages).toEqual(['requirements must be a list of requirements']);
  });
});
