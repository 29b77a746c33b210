export declare function betterSqlite3Package(): { dir: string; version: string };
export declare function keptBinariesFolder(): string;
export declare function keptBinaryPath(abi?: string): string;
export declare function sqliteNativeBinding(): string | undefined;
