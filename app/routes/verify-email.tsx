import { useEffect } from "react";
import { type TokenActionResult, NewsletterTokenPage, tokenAction } from "../components/leads/newsletter-token-page";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { serverContext } from "../lib/server-context";
import { markStoredEmailVerified } from "../lib/session";
import { callWithMessage } from "../lib/typed-api";
import type { Route } from "./+types/verify-email";

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  // The token is a secret: no index, canonical without it.
  return pageMeta({ root, title: `Confirm your e-mail | ${root.settings.siteName}`, description: "Confirm the e-mail of your account.", path: "/", noindex: true });
}

/** On the button press, not on load: a mail scanner that follows the link must not confirm the address. */
export async function action({ params, context }: Route.ActionArgs): Promise<TokenActionResult> {
  return tokenAction(callWithMessage(context.get(serverContext).client.user.email.verify.$post({ json: { token: params.token } })));
}

/** /verify-email/:token — the link mailed at registration (or resent from the dashboard). */
export default function VerifyEmailPage({ actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.ok) markStoredEmailVerified(actionData.email);
  }, [actionData]);
  return (
    <NewsletterTokenPage
      title="Confirm your e-mail"
      intro="One click confirms this address for your account. Then offers and payment terms we send to it appear in your dashboard."
      button="Confirm my e-mail"
      doneTitle="E-mail confirmed"
      result={actionData}
    />
  );
}
