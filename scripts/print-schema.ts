/** Writes schema/schema.graphql from the Pothos schema (npm run schema). */
import { writeFileSync } from 'node:fs';
import { printedSchema } from '../src/graphql/schema.js';

writeFileSync(new URL('../schema/schema.graphql', import.meta.url), printedSchema());
console.log('schema/schema.graphql written');
