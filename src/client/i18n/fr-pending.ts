// French strings for keys this branch added or changed (issue 17 items 2, 4, 5, 6), waiting for the `fr`
// catalogue of item 7: at merge, copy each into src/client/i18n/fr/ under the same key and delete this file.
// Glossary words (labels of figures) are already in src/domain/glossary.ts, so they are not repeated here.
export const frPending = {
  'admin.announcement.contentHint':
    'Rédigez-la dans chaque langue que vous pouvez. Chaque visiteur lit la sienne, ou une autre si la sienne est vide.',
} as const;
