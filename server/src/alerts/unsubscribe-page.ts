import { SITE_NAME } from 'shared-api/page-head';
import { escapeHtml } from '../pages/page-head';

/**
 * The small pages of a job alert's unsubscribe link, for a person who opened it in a browser.
 * Opening it changes nothing (mail scanners open links): the page's button posts, as RFC 8058's
 * one-click does. No script (the CSP allows none inline), styles inline.
 */
export type UnsubscribePage =
  | { kind: 'confirm'; words: string; action: string; siteOrigin: string }
  | { kind: 'done'; words: string; siteOrigin: string }
  | { kind: 'gone'; siteOrigin: string };

const STYLE = `body{margin:0;padding:24px 16px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 16px}p{line-height:1.5}a{color:#1d4ed8}
button{font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:10px 16px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #111827;outline-offset:2px}`;

function body(page: UnsubscribePage): { title: string; html: string } {
  const alerts = `<p><a href="${escapeHtml(page.siteOrigin)}/applications">See your job alerts on ${escapeHtml(SITE_NAME)}</a></p>`;
  switch (page.kind) {
    case 'confirm':
      return {
        title: 'Unsubscribe from this job alert?',
        html: `<p>You will no longer get emails about new jobs for <strong>${escapeHtml(page.words)}</strong>.</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
${alerts}`,
      };
    case 'done':
      return {
        title: 'You are unsubscribed',
        html: `<p>The job alert <strong>${escapeHtml(page.words)}</strong> is deleted: no more emails will come for it.</p>
${alerts}`,
      };
    case 'gone':
      return {
        title: 'This job alert is already gone',
        html: `<p>It was deleted already, or the link is incomplete: copy the whole link from the email.</p>
${alerts}`,
      };
  }
}

export function unsubscribePage(page: UnsubscribePage): string {
  const { title, html } = body(page);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} | ${escapeHtml(SITE_NAME)}</title>
<style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${html}
</main></body></html>`;
}
