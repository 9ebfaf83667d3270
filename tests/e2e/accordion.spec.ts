import { expect, test, type Page } from './test.ts';
import { animationsDone } from './chunks.ts';

// Clicks during an item's 250 ms animation are ignored: a step waits until it has run.
const settled = (page: Page) => animationsDone(page, '#block-faq');

async function ready(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.locator('#block-faq')).toHaveAttribute('data-block-state', 'ready');
  return page.locator('#block-faq .accordion-item__click-target');
}

const panelOf = (page: Page, index: number) => page.locator(`#block-faq-panel-${index}`);

test('by mouse: one item open at a time, the first expanded by the flag', async ({ page }) => {
  const buttons = await ready(page);
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(panelOf(page, 0)).toBeVisible();
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(panelOf(page, 1)).toBeVisible();
  await expect(panelOf(page, 0)).toBeHidden();
  await settled(page);
  await buttons.nth(1).click();
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await expect(panelOf(page, 1)).toBeHidden();
});

test('a second click during the 250 ms animation is ignored', async ({ page }) => {
  const buttons = await ready(page);
  // Two clicks inside one task: the second lands mid-animation.
  await buttons.nth(2).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
});

test('by keyboard: Enter and Space toggle, arrows move between headers', async ({ page }) => {
  const buttons = await ready(page);
  await buttons.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(buttons.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await settled(page);
  await page.keyboard.press('ArrowDown');
  await expect(buttons.nth(2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(buttons.nth(3)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(buttons.nth(0)).toBeFocused();
});

test('by hash: accordionItems/{index}, accordionItemDescription, and any other hash', async ({ page }) => {
  const buttons = await ready(page, '/#accordionItems/2');
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => (location.hash = 'accordionItemDescription'));
  await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'false');
  await page.evaluate(() => (location.hash = 'something-else'));
  for (let i = 0; i < 4; i++) await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', 'false');
});
