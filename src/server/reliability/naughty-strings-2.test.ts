import { describeNaughtyStrings } from '../test/support/naughty-strings';

// The Big List of Naughty Strings in every string field of every other API operation (see support/naughty-strings.ts).
await describeNaughtyStrings(1, 2);
