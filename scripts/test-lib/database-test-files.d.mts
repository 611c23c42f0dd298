/** The server test files under `root` that use the run's database, relative to it and sorted: the PostgreSQL pass. */
export function databaseTestFiles(root: string): string[];
