const companies = [
  { name: 'Northwind', className: 'font-black tracking-tight text-sky-700' },
  { name: 'Contoso', className: 'font-semibold italic text-emerald-700' },
  { name: 'Globex', className: 'font-extrabold uppercase tracking-widest text-rose-700' },
  { name: 'Initech', className: 'font-bold text-violet-700' },
  { name: 'Fabrikam', className: 'font-medium tracking-wide text-amber-700' },
  { name: 'Umbra', className: 'font-black uppercase text-slate-700' },
];

/** The 'Trusted By' logo strip under the hero. */
export function TrustedBy() {
  return (
    <section
      aria-labelledby="trusted-by"
      className="mx-2 mt-5 flex flex-wrap items-center gap-x-10 gap-y-4 rounded-md border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="trusted-by" className="font-medium text-gray-700">
        Trusted By
      </h2>
      <ul className="flex flex-wrap items-center gap-x-10 gap-y-3 text-xl">
        {companies.map((company) => (
          <li key={company.name} className={company.className}>
            {company.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
