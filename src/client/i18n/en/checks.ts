/**
 * Texts in one group: what is wrong with a field (the codes of @domain/field-issues), what a
 * delete takes with it, and how an inactive catalogue entry is marked.
 */
export const checks = {
  field: {
    required: 'This field is required.',
    notNumber: 'Enter a number.',
    notWhole: 'Enter a whole number.',
    tooSmall: 'Must be at least {{limit}}.',
    notAbove: 'Must be more than {{limit}}.',
    tooBig: 'Must be at most {{limit}}.',
    tooShort: 'Use at least {{limit}} characters.',
    tooLong: 'Use at most {{limit}} characters.',
    invalidFormat: 'This is not in the expected format.',
    invalidEmail: 'Enter a valid email address.',
    notMatching: 'The passwords do not match.',
    sameAsCurrent: 'Choose a new password that differs from the current one.',
    notAName: 'Use letters, spaces and punctuation only (no tabs or line breaks).',
    weakPassword: 'This password is too common. Choose a less predictable one.',
    wrongPassword: 'This is not your current password.',
    countryCodeTaken: 'You already have a country with this ISO code. Edit that one instead.',
    unknownCurrency: 'Choose the currency from the list.',
    moreThanLeads: 'There cannot be more confirmed orders than leads.',
    moreThanConfirmed: 'Delivered and returned orders together cannot be more than the confirmed orders.',
    // CSV import of orders (decision 0026): the row is in the path (`rows.12`).
    duplicateOrderId: 'This order id is already on an earlier row.',
    importedBefore: 'This order id was already imported into this plan (an earlier file).',
    noCurrencyRate: 'This plan has no currency rate: enter the amounts in dollars.',
    missingOrderId: 'The order id is empty.',
    unknownStatus: 'This status was not given a meaning.',
    badAmount: 'The amount is not a number.',
    columnCount: 'This row does not have the header’s columns.',
    totalTooLarge: 'The delivered amounts add up to more than a record holds ({{limit}}). Split the file by period.',
    tooManyRows: 'This file has more than {{limit}} rows. Split it into smaller files.',
    invalid: 'This value is not valid.',
  },
  remove: {
    countryTitle: 'Delete this country?',
    serviceTitle: 'Delete this service?',
    named: '“{{name}}” will be deleted. This cannot be undone.',
    counting: 'Counting the fee structures that go with it…',
    countFailed: 'Could not count the fee structures that go with it. Deleting still removes them.',
    none: 'No fee structure uses it.',
    feeStructures: 'Fee structures deleted with it: {{number}}.',
    sellers: 'Of those, sellers’ own: {{number}}.',
  },
  inactive: {
    badge: 'Inactive',
    option: '{{name}} (inactive)',
  },
} as const;
