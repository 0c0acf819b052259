import { type FormEvent, useId, useState } from "react";
import { NEWSLETTER_CHECK_INBOX } from "../../../contract/newsletter-text";
import { ApiError } from "../../lib/api";
import { client } from "../../lib/browser-api";
import { callWithMessage } from "../../lib/typed-api";
import { Button } from "../ui/button";

type Message = { tone: "success" | "error"; text: string };

/**
 * The footer's newsletter box: POST /v1/newsletter, then the double opt-in mail does the rest.
 * `tone` picks colours for a dark (footer) or light background.
 */
export function NewsletterForm({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  // Uncontrolled on purpose: an address typed before hydration stays in the box and is read here.
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    setSending(true);
    setMessage(null);
    try {
      const res = await callWithMessage(client.newsletter.$post({ json: { email } }));
      setMessage({ tone: "success", text: res.message || NEWSLETTER_CHECK_INBOX });
      form.reset();
    } catch (err) {
      const text = err instanceof ApiError ? (err.errors.email ?? err.message) : "Could not sign you up. Check your connection and try again.";
      setMessage({ tone: "error", text });
    } finally {
      setSending(false);
    }
  }

  const colors = {
    success: tone === "dark" ? "text-green-300" : "text-green-700",
    error: tone === "dark" ? "text-red-300" : "text-red-700",
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Newsletter sign-up">
      <div className="flex gap-2">
        <label htmlFor={id} className="sr-only">Email address</label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          required
          name="email"
          placeholder="Email address"
          aria-invalid={message?.tone === "error" ? true : undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-orange-600 focus:ring-2 focus:ring-orange-600/40 focus:outline-none sm:text-sm"
        />
        <Button type="submit" disabled={sending} className="shrink-0">
          {sending ? "Signing up…" : "Sign up"}
        </Button>
      </div>
      <p id={`${id}-msg`} role={message?.tone === "error" ? "alert" : "status"} className={`mt-2 min-h-5 text-sm ${message ? colors[message.tone] : ""}`}>
        {message?.text}
      </p>
    </form>
  );
}
