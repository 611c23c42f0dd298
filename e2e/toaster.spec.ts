import { catalogueOf } from './support/manage-helpers';
import { expect, LANGUAGES, test, inTurn } from './support/fixtures';

// The toasts' landmark is named in the reading language and still names its F8 shortcut (docs/product.md#defaults-and-limits).
// Each journey in one language, in turn (decision 0029).
const journey = inTurn('ar');

for (const language of LANGUAGES) {
  test.describe(`notifications region (${language})`, () => {
    test.use({ language });

    journey(language)('is labelled in the page language with its F8 shortcut', async ({ page }) => {
      const region = catalogueOf(language).common.toast.region.replace('{hotkey}', 'F8');
      await page.goto('/');
      await expect(page.getByRole('region', { name: region, exact: true })).toHaveCount(1);
      if (language === 'ar') await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
    });
  });
}
