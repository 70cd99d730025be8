/** Writes schema/schema.graphql and src/rest/generated/field-paths.ts from the Pothos schema (npm run schema). */
import { writeFileSync } from 'node:fs';
import { fieldPathsModule, printedSchema } from '../src/graphql/schema.js';

writeFileSync(new URL('../schema/schema.graphql', import.meta.url), printedSchema());
writeFileSync(new URL('../src/rest/generated/field-paths.ts', import.meta.url), fieldPathsModule());
console.log('schema/schema.graphql and src/rest/generated/field-paths.ts written');
