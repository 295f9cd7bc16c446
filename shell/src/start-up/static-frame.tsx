import { renderToStaticMarkup } from 'react-dom/server';
import { NavbarFrame, homeLinkProps } from '../navbar/navbar-frame';

/**
 * What index.html holds in #root before any script runs (build/static-frame.ts renders it at
 * build time): the Navbar's frame as it looks before sign-in has loaded, styled by the shell's
 * stylesheet. The page paints it at once instead of a blank page until the shell's scripts have
 * downloaded and run; React's first render replaces it with the same box, so nothing moves
 * (docs/performance.md, "Lighthouse").
 */
export function staticFrameHtml(): string {
  return renderToStaticMarkup(
    <NavbarFrame
      homeLink={(logo) => (
        <a href="/" {...homeLinkProps}>
          {logo}
        </a>
      )}
    />,
  );
}
