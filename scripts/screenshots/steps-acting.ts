/** Screenshot steps of acting for a traveller (product §10.12 Carers): the "Travelling for" chooser and its band. */
import { expect } from '@playwright/test';
import { shoot, type Step } from './page';

/** The en-US labels of these steps (src/i18n/en-US/home.ts, which scripts/ may not import). */
const LABELS = {
  travellingFor: 'Travelling for',
  myself: 'Myself',
  band: 'You are booking for Maria Maandfactuur',
  budget: 'Your budget',
} as const;

/** acting-for-band: Riet, the seeded managing carer of Maria, chooses Maria on /home. Leaves the tab as herself. */
export const actingSteps: Step[] = [
  [
    'acting-for-band',
    async ({ base, page }) => {
      await page.goto(`${base}/home`);
      const chooser = page.getByRole('combobox', { name: LABELS.travellingFor });
      await expect(chooser).toBeVisible();
      await chooser.selectOption({ label: 'Maria Maandfactuur' });
      await expect(page.getByText(LABELS.band)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: LABELS.budget })).toBeVisible();
      await page.mouse.click(1, 1); // no focus ring on the chooser
      await shoot(page, 'acting-for-band');
      await chooser.selectOption({ label: LABELS.myself });
      await expect(page.getByText(LABELS.band)).toHaveCount(0);
    },
  ],
];
