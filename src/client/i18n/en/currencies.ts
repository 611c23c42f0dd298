/** The currency code of a country: its field in the country form, and the administrator's list of unread labels. */
export const currencies = {
  code: 'Currency code',
  choose: 'Choose the currency',
  codeHint: 'What Ribh converts and writes amounts in. Picking a country from the list fills it.',
  unread: 'Ribh cannot tell which currency “{{label}}” is. Choose it so amounts can be shown in it; until then they stay in dollars.',
  option: '{{code}} · {{name}}',
  report: {
    heading: 'Currencies to choose ({{total}})',
    intro: 'These countries have a currency label that names no ISO 4217 code. Their owners see figures in dollars only until a currency is chosen in the country form.',
    name: 'Country',
    label: 'Currency label',
    owner: 'Owner',
    defaultOwner: 'Default',
    loadFailed: 'The list of currencies to choose could not be loaded.',
  },
} as const;
