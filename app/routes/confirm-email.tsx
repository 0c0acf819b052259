import { type TokenActionResult, NewsletterTokenPage } from "../components/leads/newsletter-token-page";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { ApiError } from "../lib/api";
import { serverContext } from "../lib/server-context";
import type { Route } from "./+types/confirm-email";

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  // The token is a secret: no index, canonical without it.
  return pageMeta({ root, title: `Confirm your new e-mail | ${root.settings.siteName}`, description: "Confirm the new e-mail of your account.", path: "/", noindex: true });
}

/** On the button press, not on load: a mail scanner that follows the link must not confirm it. */
export async function action({ params, context }: Route.ActionArgs): Promise<TokenActionResult> {
  try {
    const res = await context.get(serverContext).api.post<{ email: string }>("/user/email/confirm", { token: params.token });
    return { ok: true, message: res.message, email: res.data.email };
  } catch (err) {
    return { ok: false, message: err instanceof ApiError ? err.message : "An error occurred. Please try again." };
  }
}

/** /confirm-email/:token — the link mailed to a new address when a customer changes their e-mail. */
export default function ConfirmEmailPage({ actionData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage
      title="Confirm your new e-mail"
      intro="One click and this address becomes the e-mail of your account: you log in with it from now on."
      button="Confirm my new e-mail"
      doneTitle="E-mail changed"
      result={actionData}
    />
  );
}
