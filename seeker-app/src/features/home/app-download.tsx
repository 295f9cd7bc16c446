const stores = [
  { label: 'Get it on', store: 'Google Play', path: 'M4 3l11 9-11 9V3zm11 9l3-2.5 3 2.5-3 2.5z' },
  {
    label: 'Download on the',
    store: 'App Store',
    path: 'M16 3c0 2-1.5 3.5-3 3.5-.3-1.9 1.3-3.5 3-3.5zM12 8c1 0 2-.7 3.2-.7 1.3 0 2.6.8 3.3 2-2.8 1.6-2.3 5.6.5 6.7-.6 1.6-1.9 4-3.3 4-1.2 0-1.6-.8-3-.8s-1.9.8-3 .8C7.2 20 5 16.5 5 13.3 5 10 7 8 9 8c1.2 0 2 .7 3 0z',
  },
];

/**
 * The mobile app banner. There are no apps yet, so the store badges link nowhere: a link to `#`
 * would promise a page that does not exist.
 */
export function AppDownload() {
  return (
    <section
      aria-labelledby="app-download"
      className="relative mt-20 overflow-hidden rounded-xl bg-gradient-to-r from-violet-50 to-purple-100 p-10 sm:p-16 lg:p-20"
    >
      <h2 id="app-download" className="mb-8 max-w-md text-2xl font-bold sm:text-4xl">
        Download Mobile App For Better Experience
      </h2>
      <ul aria-label="Mobile apps, coming soon" className="flex flex-wrap gap-4">
        {stores.map((s) => (
          <li
            key={s.store}
            className="flex items-center gap-3 rounded-lg bg-black px-5 py-2.5 text-white"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="h-7 w-7" fill="currentColor">
              <path d={s.path} />
            </svg>
            <span className="text-left leading-tight">
              <span className="block text-[11px]">{s.label}</span>
              <span className="block text-lg font-semibold">{s.store}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-gray-700">Coming soon.</p>
      <div
        aria-hidden="true"
        className="absolute -bottom-10 right-10 hidden h-72 w-40 rotate-6 rounded-[2rem] border-8 border-gray-900 bg-gradient-to-b from-brand-500 to-purple-700 lg:block"
      />
    </section>
  );
}
