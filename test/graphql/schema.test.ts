/** The checked-in SDL and the codegen output must match the Pothos schema and the operation documents. */
import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { fieldPathsModule, printedSchema } from '../../src/graphql/schema.js';
import config from '../../codegen.js';

describe('generated artefacts are up to date (run `npm run schema`)', () => {
  it('schema/schema.graphql is the printed Pothos schema', () => {
    expect(readFileSync('schema/schema.graphql', 'utf8')).toBe(printedSchema());
  });

  it('src/rest/generated/field-paths.ts lists the described fields of the schema', () => {
    expect(readFileSync('src/rest/generated/field-paths.ts', 'utf8')).toBe(fieldPathsModule());
  });

  it('src/rest/generated/operations.ts is what codegen makes of schema/operations', async () => {
    const [output] = await generate({ ...config, silent: true }, false);
    expect(readFileSync(output.filename, 'utf8')).toBe(output.content);
  });
});
