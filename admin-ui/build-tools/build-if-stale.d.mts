/** Builds the admin UI into dist/admin-ui when its sources changed; true when it built. */
export declare function buildIfStale(root?: string): boolean;
