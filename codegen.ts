import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types for the REST layer's operation documents (schema/operations/*.graphql), generated from the
 * checked-in schema: `npm run schema` prints the schema and regenerates this file.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: 'schema/operations/*.graphql',
  generates: {
    'src/rest/generated/operations.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, object: true, inputValue: false, defaultValue: false },
        defaultScalarType: 'unknown',
      },
    },
  },
};

export default config;
