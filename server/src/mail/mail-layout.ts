import { SITE_NAME } from 'shared-api/page-head';
import { escapeHtml } from '../pages/page-head';

export interface MailContent {
  /** The first line of the body, also the HTML's heading. */
  heading: string;
  paragraphs: string[];
  /** Lines shown as a list (applicants, jobs). */
  items?: { text: string; url?: string }[];
  action: { label: string; url: string };
  /** Why this mail came, and how to stop it where that is possible. */
  footer: string;
  /** A link under the footer: a digest's unsubscribe link (job alerts). */
  footerLink?: { label: string; url: string };
}

const BRAND = '#1d4ed8';

/**
 * A message's plain-text and HTML parts from one content: the same words in both, values escaped
 * in the HTML, links written out in full in the text.
 */
export function renderMail(content: MailContent): { text: string; html: string } {
  const items = content.items ?? [];
  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(items.length > 0
      ? [...items.map((item) => `- ${item.text}${item.url ? `: ${item.url}` : ''}`), '']
      : []),
    `${content.action.label}: ${content.action.url}`,
    '',
    '--',
    content.footer,
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
  ].join('\n');
  const link = (url: string, label: string, style = '') =>
    `<a href="${escapeHtml(url)}"${style ? ` style="${style}"` : ''}>${escapeHtml(label)}</a>`;
  const html = `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif;color:#111827">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:${BRAND}">${escapeHtml(SITE_NAME)}</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${items.length > 0 ? `<ul>${items.map((item) => `<li>${item.url ? link(item.url, item.text) : escapeHtml(item.text)}</li>`).join('')}</ul>` : ''}
<p style="margin:24px 0">${link(content.action.url, content.action.label, `background:${BRAND};color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block`)}</p>
<p style="font-size:12px;color:#4b5563">${escapeHtml(content.footer)}</p>
${content.footerLink ? `<p style="font-size:12px">${link(content.footerLink.url, content.footerLink.label, 'color:#4b5563')}</p>` : ''}
</div></body></html>`;
  return { text, html };
}
