import { ArrayMaxSize, IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { NO_NUL_PATTERN, type SchemaObject, constrainComponent, refuseNulInStrings } from './api-schema-constraints';

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
    expect(schema.propertyNames).toBeUndefined();
    expect(new RegExp(NO_NUL_PATTERN).test('a\u0000b')).toBe(false);
  });
});
