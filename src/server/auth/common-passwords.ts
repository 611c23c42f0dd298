import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts keeps a maintained list of about 49,000 leaked passwords; only those our length rule
// lets through matter. Built once, on first use, because decompressing the list takes a moment.
let commonPasswords: Set<string> | undefined;

/** True when the password (case-insensitively) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).filter((p) => p.length >= 8).map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}
