import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { textSlot } from 'shared-api/first-paint';
import { LegalArticle } from './legal-page';
import { PRIVACY_HEADING, PrivacySections } from './privacy-page';
import { TERMS_HEADING, TermsSections } from './terms-page';

const render = (heading: string, sections: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <LegalArticle heading={heading}>{sections}</LegalArticle>
    </MemoryRouter>,
  );

/** The privacy notice before any script, the server's retention period in its slot. */
export const privacyFirstPaint = (): string =>
  render(PRIVACY_HEADING, <PrivacySections retentionDays={textSlot('retentionDays')} />);

/** The terms before any script: all of them, as they have no value of the server's. */
export const termsFirstPaint = (): string => render(TERMS_HEADING, <TermsSections />);
