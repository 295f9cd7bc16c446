import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundMessage } from './not-found-page';

/** A path no app routes, before any script: the message and its link home. */
export const notFoundFirstPaint = (): string =>
  renderToStaticMarkup(
    <MemoryRouter>
      <NotFoundMessage />
    </MemoryRouter>,
  );
