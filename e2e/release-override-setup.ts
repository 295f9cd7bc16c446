import { chromium, type FullConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './chromium';
import { e2eRelease, releaseStatePath } from './release-override';

/** Opens the site with `?release=` once and keeps the cookies it sets (release-override.ts). */
export default async function releaseOverrideSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!e2eRelease || !baseURL) return;
  const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const response = await page.goto(`/?release=${encodeURIComponent(e2eRelease)}`);
    if (!response?.ok()) throw new Error(`${baseURL} answered ${response?.status() ?? 'nothing'}`);
    const badge = page.getByRole('region', { name: 'Release overrides' });
    await badge.getByText(`Release override: ${e2eRelease}`).waitFor({ timeout: 15_000 });
    await context.storageState({ path: releaseStatePath });
  } finally {
    await browser.close();
  }
}
