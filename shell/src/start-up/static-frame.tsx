import { renderToStaticMarkup } from 'react-dom/server';
import { FIRST_PAINT_MARKER } from 'shared-api/first-paint';
import { NavbarFrame, homeLinkProps } from '../navbar/navbar-frame';

/**
 * What index.html holds in #root before any script runs (build/static-frame.ts renders it at
 * build time): the Navbar's frame as it looks before sign-in has loaded, styled by the shell's
 * stylesheet. The page paints it at once instead of a blank page until the shell's scripts have
 * downloaded and run; React's first render replaces it with the same box, so nothing moves
 * (docs/performance.md, "Lighthouse"). Below it, the `<main>` the screens render into holds the
 * marker where the server puts the opened page's own first paint (shared-api/first-paint).
 */
export function staticFrameHtml(): string {
  const frame = renderToStaticMarkup(
    <NavbarFrame
      homeLink={(logo) => (
        <a href="/" {...homeLinkProps}>
          {logo}
        </a>
      )}
    />,
  );
  return `${frame}<main>${FIRST_PAINT_MARKER}</main>`;
}
