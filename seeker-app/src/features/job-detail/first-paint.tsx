import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { markupSlot, textSlot } from 'shared-api/first-paint';
import type { JobPageText } from 'shared-api/jobs/job-posting-text';
import { companyPath } from '../../shared/paths';
import { ApplyButton, FirstPaintSaveButton } from './job-posting';
import { JobPostingView } from './job-posting-view';

const slots: Record<keyof JobPageText, string> = {
  title: textSlot('title'),
  companyName: textSlot('companyName'),
  companyId: textSlot('companyId'),
  logo: textSlot('logo'),
  terms: textSlot('terms'),
  posted: textSlot('posted'),
  closing: textSlot('closing'),
  description: markupSlot('description'),
};

/**
 * An open job's page before any script: its header and description with an Apply button, slots
 * where the server puts the job's words (shared-api/jobs/job-posting-text), and no "More Jobs",
 * which the screen asks for once it runs. The server fills it for open jobs only.
 */
export function jobDetailFirstPaint(): string {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <JobPostingView
        text={{ ...slots, terms: [slots.terms] }}
        companyHref={companyPath(slots.companyId)}
        apply={<ApplyButton />}
        save={<FirstPaintSaveButton jobTitle={slots.title} />}
        applyAgain={<ApplyButton className="mt-10" />}
      />
    </MemoryRouter>,
  );
  // The path escapes the slot's braces; the server puts the id in already fit for a path.
  return html.replaceAll(encodeURIComponent(slots.companyId), slots.companyId);
}
