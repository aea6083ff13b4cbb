const claims = [
  { figure: "10K+", label: "Monthly Visitors" },
  { figure: "75%", label: "Local Audience" },
  { figure: "95%", label: "Mobile-Friendly" },
];

export const businessTypes = [
  "Banks and credit unions",
  "Doctors, dentists and health care practices",
  "Law firms and attorneys",
  "Real estate agents and brokers",
  "Builders, contractors and remodelers",
  "Consultants and professional services",
];

export function AdvertiseHero() {
  return (
    <header className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-5xl">Advertise With Us</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-50">
          Reach the San Antonio customers who are already looking for professionals like you, in the directory and the magazine they trust.
        </p>
        <dl className="mt-10 grid gap-4 sm:grid-cols-3">
          {claims.map((c) => (
            <div key={c.label} className="flex flex-col rounded-lg bg-white/10 p-5 text-center ring-1 ring-white/20">
              <dt className="text-sm font-medium uppercase tracking-wide text-brand-50">{c.label}</dt>
              <dd className="order-first text-4xl font-extrabold text-gold-400">{c.figure}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

export function BusinessTypes() {
  return (
    <section aria-labelledby="business-types-title" className="rounded-lg bg-brand-50 p-6 sm:p-8">
      <h2 id="business-types-title" className="text-2xl font-bold text-slate-900">
        Perfect for Local Businesses
      </h2>
      <p className="mt-2 text-slate-700">Advertising in the directory works best for businesses that serve San Antonio and South Texas:</p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {businessTypes.map((t) => (
          <li key={t} className="flex items-start gap-2 text-slate-800">
            <span aria-hidden="true" className="mt-0.5 font-bold text-brand-700">
              ✓
            </span>
            {t}
          </li>
        ))}
      </ul>
    </section>
  );
}
