import { PAGE_DATA_ID } from 'shared-api/first-paint';
import { forgetPageData } from 'shared-api/first-paint/page-data';

/** The API answers the server put into the page, as it writes them (server/src/pages/). */
export function sendWithPage(data: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = JSON.stringify(data);
  document.body.append(script);
}

/** After each test: the page came with no answers, and none is remembered. */
export function clearPageData(): void {
  document.getElementById(PAGE_DATA_ID)?.remove();
  forgetPageData();
}
