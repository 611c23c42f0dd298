export const CLIENT_BUILD_DIR: string;
/** True when `<root>/dist/client` was built after the last change to any client source. */
export function clientBuildIsFresh(root?: string, buildDir?: string): boolean;
/** The newest modification time of a file, or of any file under a folder (0 when it does not exist). */
export function newestMtime(target: string): number;
