export const SERVER_BUILD_DIR: string;
export const SERVER_ENTRY_POINTS: Record<string, string>;
/** The arguments of `node` that start the built server, as `npm start` does. */
export const SERVER_NODE_ARGS: string[];
/** True when every file of `<root>/dist/server` was built after the last change to a source the server reads. */
export function serverBuildIsFresh(root?: string): boolean;
export function buildServer(root?: string): Promise<void>;
/** Builds the server unless the build is already fresh. */
export function buildServerIfNeeded(root?: string): Promise<void>;
