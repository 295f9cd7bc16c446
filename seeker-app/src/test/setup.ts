import '@testing-library/jest-dom/vitest';

// jsdom lays nothing out, so it has no scrolling; the screens scroll on navigation.
Element.prototype.scrollIntoView = () => {};
window.scrollTo = () => {};
