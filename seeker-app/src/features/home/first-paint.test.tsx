import { screen } from '@testing-library/react';
import { fillFirstPaint } from 'shared-api/first-paint';
import { job, page } from '../../test/fixtures';
import { fakeServer, renderScreen, routes } from '../../test/render-screen';
import { homeFirstPaint } from './first-paint';
import HomePage from './home-page';

describe("the home page's first paint", () => {
  it("is the screen's own hero, holding the URL's search", async () => {
    fakeServer(routes({ 'GET /api/jobs': () => page([job(1)], 1) }));
    const { container } = renderScreen(<HomePage />, { url: '/?title=Designer&location=Chennai' });
    await screen.findByRole('heading', { level: 1 });
    const painted = document.createElement('div');
    painted.innerHTML =
      fillFirstPaint(homeFirstPaint(), { title: 'Designer', location: 'Chennai' }) ?? '';
    const first = painted.querySelector('section');
    const rendered = container.querySelector('section');
    expect(first?.isEqualNode(rendered), `${first?.outerHTML}\n${rendered?.outerHTML}`).toBe(true);
    // Its form works before any script: the page reads these names from its URL.
    expect(first?.querySelector('input[name="title"]')).toHaveValue('Designer');
    expect(first?.querySelector('input[name="location"]')).toHaveValue('Chennai');
    // The column it sits in is the page's own.
    expect(painted.firstElementChild?.className).toBe(
      container.querySelector('section')?.parentElement?.className,
    );
  });
});
