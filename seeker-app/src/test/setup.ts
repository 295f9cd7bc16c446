import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
// A control disabled while it has the focus loses it, as in a browser.
import 'shared-api/testing/focus-like-a-browser';

// CI shares two cores between test runners: wait for the screen like a patient person.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so it has no scrolling; the screens scroll on navigation.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
