import { Button } from "../ui/button";
import { Form, Link, useNavigation } from "react-router";
import { ApiError } from "../../lib/api";

export type TokenActionResult = { ok: true; message: string; email: string } | { ok: false; message: string };

/**
 * Runs a token call (newsletter confirm/unsubscribe, e-mail change) from a route action, in-process. The pages act on
 * a button press, not on load, so a mail scanner that follows links can neither subscribe nor unsubscribe anyone.
 */
export async function tokenAction(answer: Promise<{ data: { email: string }; message: string }>): Promise<TokenActionResult> {
  try {
    const res = await answer;
    return { ok: true, message: res.message, email: res.data.email };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : "An error occurred. Please try again." };
  }
}

type Props = {
  title: string;
  intro: string;
  button: string;
  doneTitle: string;
  result: TokenActionResult | undefined;
};

/** A centred card: the question and its button, then the outcome. Works without JavaScript. Inside the site shell's <main>. */
export function NewsletterTokenPage({ title, intro, button, doneTitle, result }: Props) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="bg-slate-50 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-slate-900">{result?.ok ? doneTitle : title}</h1>
        {result?.ok ? (
          <p role="status" className="mt-4 text-slate-700">
            {result.message} <span className="block mt-1 text-sm text-slate-500">{result.email}</span>
          </p>
        ) : (
          <>
            <p className="mt-4 text-slate-700">{intro}</p>
            {result && (
              <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{result.message}</p>
            )}
            <Form method="post" className="mt-6">
              <Button type="submit" size="lg" disabled={busy}>
                {busy ? "One moment…" : button}
              </Button>
            </Form>
          </>
        )}
        <Link to="/shop" className="mt-8 inline-block text-sm font-semibold text-orange-700 hover:underline">Browse containers</Link>
      </div>
    </div>
  );
}
