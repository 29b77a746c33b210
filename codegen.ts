// GraphQL codegen: typed documents for the storefront from the printed schema, plus Apollo's possibleTypes; the owner
// console's documents apart (client/src/console/generated), so no console operation lands in the storefront's chunks.
// Each storefront document is a file of its own (client/src/graphql/<topic>/<Name>Query.graphql), and codegen's
// near-operation-file preset gives each its own module (client/src/graphql/generated/documents/<Name>Query.ts):
// a bundle places a whole module in one chunk, so each screen's chunk carries only the documents it uses.
import type { CodegenConfig } from '@graphql-codegen/cli';

const typedDocuments = {
  importExtension: '.ts',
  useTypeImports: true,
  enumsAsTypes: true,
  scalars: { DateTime: 'string', SafeInt: 'number', JSON: 'unknown' },
};

const storefrontDocuments = 'client/src/graphql/*/*.graphql';

const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  silent: true,
  generates: {
    // The schema's enums, inputs and scalars the documents use.
    'client/src/graphql/generated/graphql.ts': {
      documents: storefrontDocuments,
      plugins: ['typescript'],
      config: { ...typedDocuments, onlyOperationTypes: true },
    },
    'client/src/graphql/generated/documents/': {
      documents: storefrontDocuments,
      preset: 'near-operation-file',
      // Each module declares the schema's types it uses itself (typescript-operations 6), so none imports another.
      presetConfig: { extension: '.ts', folder: '../generated/documents' },
      plugins: ['typescript-operations', 'typed-document-node'],
      config: typedDocuments,
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
