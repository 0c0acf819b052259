const STEPS = [
  { title: "Choose your container", text: "Pick the size, condition and options that fit your project." },
  { title: "Pick a delivery date", text: "Choose crane, tilt-bed or flatbed delivery and a date that suits you." },
  { title: "Receive your container", text: "We deliver it to your site, ready to use." },
];

/** The three-step guide "Buying online is easy". */
export function BuyingGuide() {
  return (
    <section aria-labelledby="guide-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="guide-title" className="font-bold text-slate-900">Buying online is easy</h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, i) => (
          <li key={step.title} className="flex gap-3">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-100 text-sm font-bold text-orange-700" aria-hidden="true">{i + 1}</span>
            <div>
              <p className="font-semibold text-slate-900">{step.title}</p>
              <p className="text-sm text-slate-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
