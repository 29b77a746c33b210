// Types for schema-variants.mjs (the SQLite variant of prisma/schema.prisma), so TypeScript can import it.
export declare const prismaDir: string;
export declare const schemaPath: string;
export declare const sqliteSchemaPath: string;
export declare function readSchema(): string;
export declare function toSqliteSchema(text: string): string;
export declare function schemaFor(provider: 'sqlite' | 'postgresql'): string;
