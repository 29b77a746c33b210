// After GraphQL codegen (codegen.ts runs it on the storefront's output): moves each typed document of
// client/src/graphql/generated/graphql.ts into a module of its own (generated/documents/<Name>.ts), which graphql.ts
// re-exports. A bundle places a whole module in one chunk: one module per document lets each screen's chunk carry its
// own queries, so the first page's script holds only the documents its screens use.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const file = process.argv.slice(2).find((path) => path.endsWith('graphql/generated/graphql.ts'));
if (file) {
  const dir = join(dirname(file), 'documents');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const header = "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';\n";
  const split = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      const found = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<(.+)>;$/.exec(line);
      if (!found) return line;
      const [, name, json, typeArgs] = found;
      const types = [...new Set(typeArgs.split(',').map((t) => t.trim()))].filter((t) => t !== 'unknown');
      const typeImport = types.length > 0 ? `import type { ${types.join(', ')} } from '../graphql.ts';\n` : '';
      writeFileSync(
        join(dir, `${name}.ts`),
        `${header}${typeImport}\nexport const ${name} = ${json} as unknown as DocumentNode<${typeArgs}>;\n`,
      );
      return `export { ${name} } from './documents/${name}.ts';`;
    });
  // The documents' type went with them.
  const rest = split.join('\n');
  writeFileSync(
    file,
    rest.includes('DocumentNode<') ? rest : rest.replace(/^import type \{ TypedDocumentNode as DocumentNode \}.*\n/m, ''),
  );
}
