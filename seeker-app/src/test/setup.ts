import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// CI shares two cores between test runners: wait for the screen like a patient person.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrolling; the screens scroll on navigation.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
