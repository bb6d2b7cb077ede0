import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import {
  AtLeastOneField,
  NOT_BLANK_PATTERN,
  NO_NUL_PATTERN,
  type SchemaObject,
  constrainComponent,
  constrainProperty,
  portablePattern,
  refuseNulInStrings,
} from './api-schema-constraints';

class Example {
  @IsUUID('all') tender!: string;
  @IsEmail() email!: string;
  @IsOptional() @IsString() @MaxLength(2000) description?: string | null;
  @IsOptional() @IsInt() @Min(0) @Max(100) score?: number;
  @IsOptional() @IsIn(['a', 'b'], { each: true }) @ArrayMaxSize(2) tags?: string[];
}

describe('OpenAPI schemas from class-validator rules', () => {
  it('states formats, lengths, ranges, enums, required, nullable and no unknown fields', () => {
    const schema: SchemaObject = {
      type: 'object',
      properties: { description: { type: 'object' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['description'],
    };
    constrainComponent(schema, Example);
    expect(schema.properties).toMatchObject({
      tender: { type: 'string', format: 'uuid' },
      email: { type: 'string', format: 'email' },
      description: { type: 'string', maxLength: 2000, nullable: true },
      score: { type: 'integer', minimum: 0, maximum: 100, nullable: true },
      tags: { type: 'array', maxItems: 2, items: { type: 'string', enum: ['a', 'b'] }, nullable: true },
    });
    expect(schema.required?.sort()).toEqual(['email', 'tender']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('refuses NUL in every free-text string and in the field names of free-form objects', () => {
    const schema: SchemaObject = {
      type: 'object',
      properties: {
        q: { type: 'string' },
        id: { type: 'string', format: 'uuid' },
        filters: { type: 'object', additionalProperties: true },
      },
      additionalProperties: false,
    };
    refuseNulInStrings(schema);
    expect(schema.properties!.q.pattern).toBe(NO_NUL_PATTERN);
    expect(schema.properties!.id.pattern).toBeUndefined();
    expect(schema.properties!.filters.propertyNames).toEqual({ pattern: NO_NUL_PATTERN });
    // OpenAPI 3.0 is draft 4, without propertyNames: a pattern claims the NUL-free names, no other name is allowed.
    expect(schema.properties!.filters.patternProperties).toEqual({ [NO_NUL_PATTERN]: { $ref: '#/components/schemas/NulFreeValue' } });
    expect(schema.properties!.filters.additionalProperties).toBe(false);
    expect(schema.propertyNames).toBeUndefined();
    expect(new RegExp(NO_NUL_PATTERN).test('a\u0000b')).toBe(false);
  });

  it('keeps the value schema of a map when it refuses NUL in its keys', () => {
    const limits: SchemaObject = { type: 'object', additionalProperties: { type: 'integer' } };
    refuseNulInStrings(limits);
    expect(limits.patternProperties).toEqual({ [NO_NUL_PATTERN]: { type: 'integer' } });
    expect(limits.additionalProperties).toBe(false);
  });

  it('documents a property reflected as Object by its rules (a string | null is a string)', () => {
    class Query {
      @IsOptional() @IsString() @MaxLength(200) q?: string | null;
      @IsOptional() @IsUUID('all') assignee?: string | null;
    }
    const schema: SchemaObject = {
      type: 'object',
      properties: { q: { allOf: [{ $ref: '#/components/schemas/Object' }] }, assignee: { type: 'object' } },
    };
    constrainComponent(schema, Query);
    expect(schema.properties!.q).toEqual({ type: 'string', maxLength: 200, nullable: true });
    expect(schema.properties!.assignee).toMatchObject({ type: 'string', format: 'uuid', nullable: true });
    expect(constrainProperty({ $ref: '#/components/schemas/Object' }, [])).toBe(true);
  });

  it('states an "at least one field" rule as minProperties', () => {
    @AtLeastOneField()
    class Change {
      @IsOptional() @IsString() name?: string;
    }
    const schema: SchemaObject = { type: 'object', properties: {} };
    constrainComponent(schema, Change);
    expect(schema.minProperties).toBe(1);
  });

  it('says a trimmed, non-empty string must hold more than blanks', () => {
    class Tagged {
      @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)) @IsString() @MinLength(1) title!: string;
      @Transform(({ value }) => (Array.isArray(value) ? value.map((t) => (typeof t === 'string' ? t.trim() : t)) : value))
      @IsString({ each: true })
      @MinLength(1, { each: true })
      tags!: string[];
      @IsString() @MinLength(1) untrimmed!: string;
    }
    const schema: SchemaObject = {
      type: 'object',
      properties: { title: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } }, untrimmed: { type: 'string' } },
    };
    constrainComponent(schema, Tagged);
    const blank = new RegExp(NOT_BLANK_PATTERN);
    expect(schema.properties!.title.pattern).toBe(NOT_BLANK_PATTERN);
    expect(schema.properties!.tags.items!.pattern).toBe(NOT_BLANK_PATTERN);
    expect(schema.properties!.untrimmed.pattern).toBeUndefined();
    expect(blank.test('\u00a0 \ufeff')).toBe(false);
    expect(blank.test(' a ')).toBe(true);
  });

  it('says a blank string is accepted where the transforms clear the field with it', () => {
    class Profile {
      @Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? null : value))
      @IsOptional()
      @IsEmail()
      @MaxLength(254)
      contactEmail?: string | null;
    }
    const schema: SchemaObject = { type: 'object', properties: { contactEmail: { type: 'string' } } };
    constrainComponent(schema, Profile);
    expect(schema.properties!.contactEmail).toMatchObject({
      type: 'string',
      nullable: true,
      anyOf: [{ format: 'email', maxLength: 254 }, { pattern: expect.stringMatching(/^\^\[/) }],
    });
    expect(new RegExp(String(schema.properties!.contactEmail.anyOf![1].pattern)).test(' \u00a0')).toBe(true);
  });
});

describe('portablePattern', () => {
  const tricky = [
    '123456',
    '١٢٣٤٥٦',
    '12a456',
    'ab_c.d:-',
    'abé',
    'a\u00a0b',
    'a\u2028b',
    'a\rb',
    'a\nb',
    'a\u3000b',
    '+44 (0) 20-7946',
    'SW1A 1AA',
  ];
  const serverPatterns = [
    /^\d{6}$/,
    /^[\w.:-]+$/,
    /^[+\d][\d\s()-]{6,20}$/,
    /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
    /^a.b$/,
    /^\S+\s\S+$/,
    /^\W\D$/,
    /^[\\d]+$/,
  ];

  it('means what JavaScript means by \\d, \\w, \\s and . without using them', () => {
    for (const pattern of serverPatterns) {
      const portable = portablePattern(pattern.source);
      expect(portable).not.toMatch(/(^|[^\\])(\\\\)*\\[dwsDWS]/);
      for (const value of [...tricky, '\\d', 'dd', '_', '٣', '.']) {
        expect([pattern.source, value, new RegExp(portable).test(value)]).toEqual([pattern.source, value, pattern.test(value)]);
      }
    }
  });

  it('spells the shorthand classes as sets', () => {
    expect(portablePattern('^\\d{6}$')).toBe('^[0-9]{6}$');
    expect(portablePattern('^[\\w.:-]+$')).toBe('^[A-Za-z0-9_.:-]+$');
    expect(portablePattern('^a.b$')).toBe('^a[^\\n\\r\\u2028\\u2029]b$');
    expect(portablePattern('^\\D\\.$')).toBe('^[^0-9]\\.$');
  });

  it('is what the API document carries for @Matches', () => {
    class Code {
      @Matches(/^\d{6}$/) code!: string;
    }
    const schema: SchemaObject = { type: 'object', properties: { code: { type: 'string' } } };
    constrainComponent(schema, Code);
    expect(schema.properties?.code).toMatchObject({ type: 'string', pattern: '^[0-9]{6}$' });
  });
});

describe('portablePattern on hand-written patterns', () => {
  it('keeps a class of every character and is idempotent', () => {
    const buyer = '^(?:\\s*|\\s*\\S[\\s\\S]*\\S\\s*)$';
    const portable = portablePattern(buyer);
    expect(portable).toContain('[\\s\\S]*');
    expect(portablePattern(portable)).toBe(portable);
    for (const value of ['', '  ', 'ab', ' NHS Trust ', 'a\u001cb', 'x\u2028y', ' a ']) {
      expect([value, new RegExp(portable).test(value)]).toEqual([value, new RegExp(buyer).test(value)]);
    }
  });

  it('is applied to every pattern of the document, parameters included', () => {
    const schema: SchemaObject = { type: 'string', pattern: '^(?:\\d+(?:\\.\\d+)?)?$' };
    refuseNulInStrings(schema);
    expect(schema.pattern).toBe('^(?:[0-9]+(?:\\.[0-9]+)?)?$');
  });
});
