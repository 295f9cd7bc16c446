import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The widths every screen is checked at: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * axe on the page as it stands, at each width, on the already rendered screen (resized rather
 * than reloaded: no screen reads the width in script). Soft, so one run lists every screen's
 * findings. Label-in-name (WCAG 2.5.3) is still experimental in axe, so no tag brings it: it is
 * asked for by name.
 */
export async function expectAccessible(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // A toast bouncing in is drawn half transparent: measured then, its text fails contrast. The
    // toasts' 5 s progress bars and spinners run on, and are not waited for.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= 2_000)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const { violations } = await new AxeBuilder({ page })
      .withTags(TAGS)
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    // Each rule, then each element by its selector and the first reason axe gives.
    const found = violations.map(({ id, help, nodes }) =>
      [
        `${id}: ${help}`,
        ...nodes.map(
          ({ target, failureSummary = '' }) =>
            `    ${target.join(' ')}: ${failureSummary.split('\n')[1]?.trim() ?? ''}`,
        ),
      ].join('\n'),
    );
    expect.soft(found, `axe on ${screen} at ${width} px`).toEqual([]);
  }
}

/** Landmarks of the page that are neither in an open dialog nor made inert by one. */
const reachableLandmarks = (page: Page) =>
  page.evaluate(
    () =>
      Array.from(document.querySelectorAll('header, nav, main, footer, aside')).filter(
        (landmark) => !landmark.closest('[inert], [role="dialog"]'),
      ).length,
  );

/**
 * Opens a dialog from `opener`, checks the page behind it is inert and the dialog accessible,
 * then closes it with Escape: focus goes back to the opener.
 */
export async function expectAccessibleDialog(
  page: Page,
  opener: Locator,
  name: string | RegExp,
  /** Steps inside the dialog before it is checked (a form's next step). */
  prepare?: () => Promise<void>,
) {
  await opener.click();
  await prepare?.();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  expect(await reachableLandmarks(page), `the page behind "${String(name)}" is inert`).toBe(0);
  await expectAccessible(page, `the "${String(name)}" dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  expect(await reachableLandmarks(page)).toBeGreaterThan(0);
}

/**
 * `field` has the focus and shows it with a ring: its own outline, or the outline of the box
 * drawn around it (a field with an icon), solid and 2 px at least. axe does not look at focus.
 */
export async function expectFocusRing(field: Locator, what: string) {
  await expect(field).toBeFocused();
  const ring = await field.evaluate((element) => {
    for (let node: Element | null = element, up = 0; node && up < 3; up++) {
      const { outlineStyle, outlineWidth } = getComputedStyle(node);
      if (outlineStyle !== 'none' && parseFloat(outlineWidth) >= 2) return true;
      node = node.parentElement;
    }
    return false;
  });
  expect.soft(ring, `${what} shows its focus`).toBe(true);
}
