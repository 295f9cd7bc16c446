import { screen, within } from '@testing-library/react';
import { companyFirstPaintText } from 'shared-api/jobs/company-page-text';
import { JOB_PAGE_SIZE } from 'shared-api/contract';
import { fillFirstPaint } from 'shared-api/first-paint';
import { jobListPath } from 'shared-api/jobs/job-list-path';
import { acme, job, page } from '../../test/fixtures';
import { clearPageData, sendWithPage } from '../../test/page-data';
import { fakeServer, renderScreen, routes } from '../../test/render-screen';
import CompanyPage from './company-page';
import { companyFirstPaint } from './first-paint';

const company = { ...acme, name: 'Acme & Sons <Labs> "Studio"' };
const path = '/companies/:id';
const url = `/companies/${company._id}`;
const answer = { success: true, company, openJobs: 1 };
const firstJobs = jobListPath({ companyId: company._id, page: 1, pageSize: JOB_PAGE_SIZE });

function server() {
  return fakeServer(
    routes({
      [`GET /api/companies/${company._id}`]: () => ({ data: answer }),
      'GET /api/jobs': () => page([job(1)], 1),
    }),
  );
}

afterEach(clearPageData);

describe("a company page's first paint", () => {
  it("is the screen's own header and open jobs heading, filled with the words the server writes", async () => {
    server();
    const { container } = renderScreen(<CompanyPage />, { path, url });
    await screen.findByRole('heading', { level: 1, name: company.name });
    const painted = document.createElement('div');
    painted.innerHTML = fillFirstPaint(companyFirstPaint(), companyFirstPaintText(answer)) ?? '';
    expect(within(painted).getByRole('heading', { level: 1 })).toHaveTextContent(company.name);
    expect(within(painted).getByText('1 open job').tagName).toBe('P');
    const header = 'div.border-sky-300';
    const rendered = container.querySelector(header);
    const first = painted.querySelector(header);
    expect(rendered).not.toBeNull();
    // The same elements, attributes (in any order) and text.
    expect(first?.isEqualNode(rendered), `${first?.outerHTML}\n${rendered?.outerHTML}`).toBe(true);
    // The jobs come with the screen: the first paint has their heading alone.
    const openJobs = painted.querySelector('section#open-jobs');
    expect(openJobs?.textContent).toBe('Open jobs');
    expect(
      container.querySelector('section#open-jobs h2')?.isEqualNode(openJobs?.firstChild ?? null),
    ).toBe(true);
  });

  it('shows the company and its first jobs the page was sent with at once, asking for neither', () => {
    sendWithPage({
      [`/api/companies/${company._id}`]: answer,
      [firstJobs]: page([job(1)], 1).data,
    });
    const calls = server();
    renderScreen(<CompanyPage />, { path, url });
    expect(screen.getByRole('heading', { level: 1, name: company.name })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading company' })).not.toBeInTheDocument();
    const openJobs = screen.getByRole('region', { name: 'Open jobs' });
    expect(within(openJobs).getByRole('article', { name: 'Job number 1' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('asks the API when the page came with another answer', async () => {
    sendWithPage({ [`/api/companies/${company._id}`]: { success: false } });
    const calls = server();
    renderScreen(<CompanyPage />, { path, url });
    expect(screen.getByRole('status', { name: 'Loading company' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: company.name });
    expect(calls.filter((call) => call.url === `/api/companies/${company._id}`)).toHaveLength(1);
  });
});
