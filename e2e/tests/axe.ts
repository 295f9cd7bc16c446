import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** The widths every screen is checked at: a phone and a laptop. */
export const WIDTHS = [390, 1280] as const;

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/**
 * Until the short animations under way (a toast bouncing in) end; long ones (the toasts' 5 s
 * progress bars, spinners) run on and are not waited for.
 */
const settle = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) <= 2_000)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );

/** Counts the animations and transitions that start from now on (`startedSince`). */
const watchStarts = (page: Page) =>
  page.evaluate(() => {
    const counted = window as Window & { axeStarts?: number };
    if (counted.axeStarts === undefined) {
      const count = () => (counted.axeStarts = (counted.axeStarts ?? 0) + 1);
      document.addEventListener('animationstart', count, true);
      document.addEventListener('transitionstart', count, true);
    }
    counted.axeStarts = 0;
  });
const startedSince = (page: Page) =>
  page.evaluate(() => (window as Window & { axeStarts?: number }).axeStarts ?? 0);

const analyze = (page: Page) =>
  new AxeBuilder({ page })
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();

/**
 * axe on the page as it stands, at each width, on the already rendered screen (resized rather
 * than reloaded: no screen reads the width in script). Soft, so one run lists every screen's
 * findings. Label-in-name (WCAG 2.5.3) is still experimental in axe, so no tag brings it: it is
 * asked for by name. A toast drawn half transparent (bouncing in, or out after its 5 s) fails
 * contrast when measured then: findings made while something started moving are measured again,
 * twice at most, once it has stopped.
 */
export async function expectAccessible(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    let violations: Awaited<ReturnType<typeof analyze>>['violations'] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await settle(page);
      await watchStarts(page);
      ({ violations } = await analyze(page));
      if (violations.length === 0 || (await startedSince(page)) === 0) break;
    }
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
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(pageWidth, `${screen} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    // A dialog too wide scrolls inside its own fixed overlay, which the page's width misses.
    const overlayOverflow = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[role="dialog"]'), (dialog) => {
        const overlay = dialog.parentElement;
        return overlay ? overlay.scrollWidth - overlay.clientWidth : 0;
      }),
    );
    expect
      .soft(
        overlayOverflow.filter((overflow) => overflow > 0),
        `${screen}: a dialog scrolls sideways at ${width} px`,
      )
      .toEqual([]);
  }
}

/**
 * On a screen shorter than the dialog (a phone on its side), the dialog's top, its title and
 * Close, can still be scrolled to.
 */
async function expectTopReachable(page: Page, dialog: Locator, name: string) {
  await page.setViewportSize({ width: 390, height: 320 });
  const top = await dialog.evaluate((panel) => {
    panel.parentElement?.scrollTo(0, 0);
    return panel.getBoundingClientRect().top;
  });
  expect.soft(top, `the "${name}" dialog's top on a short screen`).toBeGreaterThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
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
  await expectTopReachable(page, dialog, String(name));
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
