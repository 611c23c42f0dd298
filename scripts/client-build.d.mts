export const CLIENT_BUILD_DIR: string;
/** True when `<root>/dist/client` was built after the last change to any client source. */
export function clientBuildIsFresh(root?: string): boolean;
