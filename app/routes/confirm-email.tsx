import { useEffect } from "react";
import { type TokenActionResult, NewsletterTokenPage, tokenAction } from "../components/leads/newsletter-token-page";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { refreshStoredUser } from "../lib/fresh-session-user";
import { serverContext } from "../lib/server-context";
import { callWithMessage } from "../lib/typed-api";
import type { Route } from "./+types/confirm-email";

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  // The token is a secret: no index, canonical without it.
  return pageMeta({ root, title: `Confirm your new e-mail | ${root.settings.siteName}`, description: "Confirm the new e-mail of your account.", path: "/", noindex: true });
}

/** On the button press, not on load: a mail scanner that follows the link must not confirm it. */
export async function action({ params, context }: Route.ActionArgs): Promise<TokenActionResult> {
  return tokenAction(callWithMessage(context.get(serverContext).client.user.email.confirm.$post({ json: { token: params.token } })));
}

/** /confirm-email/:token — the link mailed to a new address when a customer changes their e-mail. */
export default function ConfirmEmailPage({ actionData }: Route.ComponentProps) {
  // Signed in here (this tab or another of this browser): the stored account takes the new address at once.
  useEffect(() => {
    if (actionData?.ok) void refreshStoredUser();
  }, [actionData]);
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
