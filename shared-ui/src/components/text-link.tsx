/** The look of a link inside text, such as a company's name; the app supplies the link itself. */
export const textLinkClass =
  'rounded-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
