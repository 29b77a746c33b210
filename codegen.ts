// GraphQL codegen: typed documents for the storefront from the printed schema, plus Apollo's possibleTypes; the owner
// console's documents apart (client/src/console/generated), so no console operation lands in the storefront's chunks.
// The storefront's documents are then split one per module (scripts/split-documents.mjs).
import type { CodegenConfig } from '@graphql-codegen/cli';

const typedDocuments = {
  importExtension: '.ts',
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { DateTime: 'string', SafeInt: 'number', JSON: 'unknown' },
};

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  silent: true,
  generates: {
    'client/src/graphql/generated/': {
      documents: ['client/src/**/*.{ts,tsx,graphql}', '!client/src/graphql/generated/**', '!client/src/console/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: typedDocuments,
      // Each document in a module of its own, so each chunk carries only the documents its code uses.
      hooks: { afterOneFileWrite: ['node scripts/split-documents.mjs'] },
    },
    'client/src/console/generated/': {
      documents: ['client/src/console/**/*.{ts,tsx,graphql}', '!client/src/console/generated/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: typedDocuments,
    },
    'client/src/graphql/generated/possible-types.ts': {
      plugins: ['fragment-matcher'],
    },
  },
};

export default config;
