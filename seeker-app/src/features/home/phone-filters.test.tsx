import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { job, page } from '../../test/fixtures';
import { fakeServer, renderScreen } from '../../test/render-screen';
import HomePage from './home-page';

const url = () => screen.getByLabelText('Current URL').textContent;
const currentSearch = () => screen.getByRole('region', { name: 'Current Search' });

// At phone width the filter checkboxes hide behind the Filters button: what shows which are on
// is the Current Search chips and the button's count, and Clear filters beside it.
describe('Home page: the filters on, with the panel closed', () => {
  it('shows a chip per ticked category and city, each removing only its own', async () => {
    const calls = fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, {
      url: '/?location=Bangalore&categories=Programming,Design&locations=Bangalore,New+York',
    });
    await screen.findByRole('article');

    const chips = currentSearch();
    for (const name of ['Programming', 'Design', 'Bangalore', 'New York']) {
      expect(
        within(chips).getByRole('button', { name: `Remove filter ${name}` }),
      ).toBeInTheDocument();
    }
    // The typed location keeps its own chip beside the ticked city of the same name.
    expect(within(chips).getByRole('button', { name: 'Remove Bangalore' })).toBeInTheDocument();

    await user.click(within(chips).getByRole('button', { name: 'Remove filter Programming' }));
    expect(url()).toBe('/?location=Bangalore&categories=Design&locations=Bangalore%2CNew+York');
    expect(screen.getByRole('checkbox', { name: 'Programming' })).not.toBeChecked();
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Bangalore' }));
    expect(url()).toBe('/?location=Bangalore&categories=Design&locations=New+York');
    expect(calls.at(-1)?.params).toEqual({
      page: '1',
      pageSize: '6',
      location: 'Bangalore',
      categories: 'Design',
      locations: 'New York',
    });
  });

  it('counts the filters on in the Filters button, and offers Clear filters beside it', async () => {
    fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, {
      url: '/?q=react&categories=Design&locations=Chennai&workplaces=REMOTE&minSalary=500000',
    });
    await screen.findByRole('article');

    // Keywords are a search, not a filter: four filters, the pay counting as one.
    const toggle = screen.getByRole('button', { name: 'Filters (4)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Not inside the panel the button hides.
    const clear = screen.getByRole('button', { name: 'Clear filters' });
    expect(document.getElementById('job-filters')).not.toContainElement(clear);

    await user.click(within(currentSearch()).getByRole('button', { name: 'Remove Remote' }));
    expect(screen.getByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).toBe('/?q=react');
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // The button went with the filters: the keyboard goes on from the toggle beside it.
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('keeps the focus in Current Search when a chip is removed by keyboard', async () => {
    fakeServer(() => page([job(1)], 20));
    const user = userEvent.setup();
    renderScreen(<HomePage />, { url: '/?categories=Programming,Design' });
    await screen.findByRole('article');

    within(currentSearch()).getByRole('button', { name: 'Remove filter Programming' }).focus();
    await user.keyboard('{Enter}');
    expect(url()).toBe('/?categories=Design');
    expect(
      within(currentSearch()).getByRole('button', { name: 'Remove filter Design' }),
    ).toHaveFocus();
    // The last chip gone, the section goes too: the focus moves to the results.
    await user.keyboard('{Enter}');
    expect(url()).toBe('/');
    expect(screen.getByRole('heading', { name: 'Latest Jobs' })).toHaveFocus();
  });
});
