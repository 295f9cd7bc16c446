import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillFirstPaint } from 'shared-api/first-paint';
import { keepFirstPaintFocus, takeFirstPaintFocus } from 'shared-api/first-paint/kept-focus';
import { shellFirstPaints } from './first-paint';
import { fakeServer, renderApp, routes } from './test/render-app';

vi.mock('@module-federation/runtime', () => ({
  registerRemotes: vi.fn(),
  loadRemote: vi.fn(async (id: string) => ({
    contract: { version: 1 },
    default: () => <p>Remote screen {id}</p>,
  })),
}));

/** The page the shell renders at `url`, beside its first paint as the server fills it. */
async function renderedAndPainted(url: string, pattern: string, shown: string | RegExp) {
  fakeServer(
    routes({
      'GET /api/privacy': () => ({ data: { success: true, applicationRetentionDays: 180 } }),
    }),
  );
  const { container } = await renderApp(url);
  await screen.findByText(shown);
  const template = shellFirstPaints()[pattern];
  expect(template).toBeDefined();
  const painted = document.createElement('main');
  painted.innerHTML = fillFirstPaint(template ?? '', { retentionDays: '180' }) ?? '';
  const main = container.querySelector('main');
  expect(main).not.toBeNull();
  const rendered = document.createElement('main');
  rendered.innerHTML = main?.innerHTML ?? '';
  // Read again from its markup: React writes a value within a sentence as a text node of its own.
  return { rendered, painted };
}

afterEach(() => {
  takeFirstPaintFocus();
});

describe("the shell's own pages' first paints", () => {
  it('is the privacy notice as the shell shows it, with the retention period the server fills in', async () => {
    const { rendered, painted } = await renderedAndPainted(
      '/privacy',
      '/privacy',
      'Privacy notice',
    );
    await screen.findByText(/kept whole for 180 days after its job closes/);
    expect(painted.textContent).toContain('kept whole for 180 days after its job closes');
    // The same elements, attributes (in any order) and text.
    expect(painted.isEqualNode(rendered), `${painted.outerHTML}\n${rendered.outerHTML}`).toBe(true);
  });

  it('is the terms as the shell shows them', async () => {
    const { rendered, painted } = await renderedAndPainted('/terms', '/terms', 'Terms of use');
    expect(painted.isEqualNode(rendered), `${painted.outerHTML}\n${rendered.outerHTML}`).toBe(true);
  });

  it('is the page a path no app routes shows, with its link home', async () => {
    const { rendered, painted } = await renderedAndPainted(
      '/nowhere',
      '*',
      'This page does not exist.',
    );
    expect(painted.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(painted.isEqualNode(rendered), `${painted.outerHTML}\n${rendered.outerHTML}`).toBe(true);
  });

  it('keeps a keyboard user on the link they tabbed to once the shell has taken over', async () => {
    fakeServer(routes({}));
    // The page's #root as the server sent it: the 404's first paint, kept before the first render.
    const root = document.createElement('div');
    root.innerHTML = `<main>${shellFirstPaints()['*'] ?? ''}</main>`;
    document.body.append(root);
    window.history.pushState({}, '', '/nowhere');
    keepFirstPaintFocus(root);
    const painted = root.querySelector('a');
    painted?.focus();
    expect(painted).toHaveFocus();

    await renderApp('/nowhere', undefined, undefined, undefined, root);
    const home = await screen.findByRole('link', { name: 'Back to the jobs' });
    expect(home).not.toBe(painted);
    expect(home).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/');
    root.remove();
  });
});
