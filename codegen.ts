// GraphQL codegen: typed documents for the storefront from the printed schema, plus Apollo's possibleTypes.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['client/src/**/*.{ts,tsx,graphql}', '!client/src/graphql/generated/**'],
  silent: true,
  generates: {
    'client/src/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        importExtension: '.ts',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', SafeInt: 'number', JSON: 'unknown' },
      },
    },
    'client/src/graphql/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
    },
  },
};

export default config;
