/** The product's word mark, used by the shell's Navbar and the dashboard header. */
export function BrandLogo() {
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap text-xl font-bold sm:text-2xl tracking-tight text-brand-700">
      <svg viewBox="0 0 32 32" aria-hidden="true" className="h-7 w-7 sm:h-8 sm:w-8">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path d="M9 13h14v10a2 2 0 0 1-2 2H11a2 2 0 0 1-2-2z" fill="#fff" />
        <path d="M13 13v-2a3 3 0 0 1 6 0v2" fill="none" stroke="#fff" strokeWidth="2" />
      </svg>
      {/* Two words, as the product's name is written: a link named "Job Board home" then
          holds the text it shows. */}
      <span>
        Job <span className="text-gray-800">Board</span>
      </span>
    </span>
  );
}
