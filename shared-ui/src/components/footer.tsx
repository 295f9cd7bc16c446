export function Footer({ logo }: { logo?: string }) {
  return (
    <footer className="container mx-auto mt-20 flex items-center justify-between gap-4 px-4 py-3 2xl:px-20">
      {logo ? <img width={160} src={logo} alt="Job board" /> : null}
      <p className="flex-1 border-l border-gray-400 pl-4 text-sm text-gray-500 max-sm:hidden">
        Copyright @JobBoard | All rights reserved.
      </p>
    </footer>
  );
}
