/** The home page's column, which its first paint (first-paint.tsx) repeats around the hero. */
export const homeColumnClass = 'container mx-auto px-4 2xl:px-20';
