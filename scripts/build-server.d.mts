export declare const BUILD_DIR: string;
/** true when build/ is missing or older than a source of the server */
export declare function serverBuildIsStale(root?: string): boolean;
/** Builds the server into build/; resolves with the number of modules written. */
export declare function buildServer(root?: string): Promise<number>;
