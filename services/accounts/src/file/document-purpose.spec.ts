import { InvalidInputError } from '@jointly/common/errors';
import { parseDocumentPurpose, purposeLabelOf } from './document-purpose';

const refusal = (fields: Record<string, string>): InvalidInputError => {
  try {
    parseDocumentPurpose(fields);
  } catch (error) {
    return error as InvalidInputError;
  }
  throw new Error(`accepted ${JSON.stringify(fields)}`);
};

describe('an upload’s purpose', () => {
  it('is one of the list, and a certificate names a certification of the platform’s list', () => {
    expect(parseDocumentPurpose({ purpose: 'financial-accounts' })).toEqual({ purpose: 'financial-accounts', certificationId: null });
    expect(parseDocumentPurpose({ purpose: 'certificate', certification: 'iso-27001' })).toEqual({
      purpose: 'certificate',
      certificationId: 'iso-27001',
    });
    expect(parseDocumentPurpose({ purpose: ' policy ', certification: '' })).toEqual({ purpose: 'policy', certificationId: null });
  });

  it('is other when the upload names none, and a certificate when it names only a certification', () => {
    expect(parseDocumentPurpose({})).toEqual({ purpose: 'other', certificationId: null });
    expect(parseDocumentPurpose({ purpose: '  ' })).toEqual({ purpose: 'other', certificationId: null });
    expect(parseDocumentPurpose({ certification: 'living-wage' })).toEqual({ purpose: 'certificate', certificationId: 'living-wage' });
    expect(refusal({ certification: 'iso-99999' }).message).toMatch(/not on the platform’s certification list/);
  });

  it('refuses a purpose not on the list (free text, the old evidence:… form, another case), without echoing it', () => {
    for (const purpose of ['Board minutes', 'evidence:iso-9001', 'Certificate', 'x'.repeat(10_000)]) {
      const error = refusal({ purpose });
      expect(error).toBeInstanceOf(InvalidInputError);
      expect(error.code).toBe('FILE.INVALID_PURPOSE');
      expect(error.message).toBe('A document’s purpose is one of certificate, financial-accounts, insurance, policy, case-study, other.');
    }
  });

  it('refuses a certificate naming no certification or an unknown one, and a certification on another purpose', () => {
    expect(refusal({ purpose: 'certificate' }).message).toMatch(/names the certification it evidences/);
    expect(refusal({ purpose: 'certificate', certification: 'iso-99999' }).message).toMatch(/not on the platform’s certification list/);
    expect(refusal({ purpose: 'certificate', certification: 'ISO 27001 information security' }).code).toBe('FILE.INVALID_PURPOSE');
    expect(refusal({ purpose: 'insurance', certification: 'iso-27001' }).message).toMatch(/Only a certificate names a certification/);
  });

  it('reads in words for the list, a legacy free-text label kept', () => {
    expect(purposeLabelOf({ purpose: 'certificate', certification_id: 'iso-27001', legacy_purpose: null })).toBe(
      'Certificate: ISO 27001 information security',
    );
    expect(purposeLabelOf({ purpose: 'financial-accounts', certification_id: null, legacy_purpose: null })).toBe('Financial accounts');
    expect(purposeLabelOf({ purpose: 'other', certification_id: null, legacy_purpose: 'Board minutes' })).toBe(
      'Other document: Board minutes',
    );
  });
});
