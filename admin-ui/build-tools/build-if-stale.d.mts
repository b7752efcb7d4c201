/** true when dist/admin-ui is missing or older than a source of the bundle */
export declare function uiBuildIsStale(root?: string): boolean;
/** Builds the admin UI into dist/admin-ui when its sources changed; true when it built. */
export declare function buildIfStale(root?: string): boolean;
