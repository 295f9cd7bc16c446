import { staticFrameHtml } from './static-frame';

describe('the static frame', () => {
  it('is the Navbar with its home link only: nothing else to press before the scripts run', () => {
    document.body.innerHTML = staticFrameHtml();
    const links = document.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('/');
    expect(links[0]?.getAttribute('aria-label')).toBe('Job Board home');
    expect(document.querySelectorAll('button, input, [role="progressbar"]')).toHaveLength(0);
  });

  it("marks, in the main landmark the screens render into, where a page's first paint goes", () => {
    expect(staticFrameHtml()).toMatch(/<\/nav>.*<main><!--first-paint--><\/main>$/s);
  });
});
