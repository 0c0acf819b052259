/** Placeholder: replaced by the issue that owns this screen. */
export default function Placeholder() {
  return <main className="mx-auto max-w-4xl px-4 py-16"><h1 className="text-2xl font-bold">Dashboard</h1></main>;
}
