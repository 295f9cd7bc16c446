import { renderToStaticMarkup } from 'react-dom/server';
import { textSlot } from 'shared-api/first-paint';
import { HeroSearch } from './hero-search';
import { homeColumnClass } from './home-layout';

/**
 * The home page before any script: its hero, the search box holding the URL's search. Its form
 * works without scripts too: it submits `q` and `location` to the page, which reads them.
 */
export function homeFirstPaint(): string {
  return renderToStaticMarkup(
    <div className={homeColumnClass}>
      <HeroSearch q={textSlot('q')} location={textSlot('location')} onSearch={() => {}} />
    </div>,
  );
}
