import { renderToStaticMarkup } from 'react-dom/server';
import type { CompanyPageText } from 'shared-api/jobs/company-page-text';
import { textSlot } from 'shared-api/first-paint';
import { CompanyHeader, OpenJobsSection, companyPageClass } from './company-page-parts';

const slots: Record<keyof CompanyPageText, string> = {
  name: textSlot('name'),
  logo: textSlot('logo'),
  openJobs: textSlot('openJobs'),
};

/**
 * A company's page before any script: its header, slots where the server puts the company's
 * words (shared-api/jobs/company-page-text), and the open jobs' heading; the jobs come with
 * the screen, which the server sends their first page for.
 */
export function companyFirstPaint(): string {
  return renderToStaticMarkup(
    <div className={companyPageClass}>
      <CompanyHeader name={slots.name} image={slots.logo} openJobs={slots.openJobs} />
      <OpenJobsSection />
    </div>,
  );
}
