export declare const SERVER_BUNDLE: string;
export declare function buildServer(): Promise<void>;
export declare function buildClient(): void;
export declare function buildAll(options?: { ifStale?: boolean }): Promise<{ server: boolean; client: boolean }>;
