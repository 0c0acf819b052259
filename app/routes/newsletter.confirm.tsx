import { type TokenActionResult, NewsletterTokenPage, tokenAction } from "../components/leads/newsletter-token-page";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { serverContext } from "../lib/server-context";
import { callWithMessage } from "../lib/typed-api";
import type { Route } from "./+types/newsletter.confirm";

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  // The token is a secret: no index, canonical without it.
  return pageMeta({ root, title: `Confirm your subscription | ${root.settings.siteName}`, description: "Confirm your newsletter subscription.", path: "/", noindex: true });
}

export async function action({ params, context }: Route.ActionArgs): Promise<TokenActionResult> {
  return tokenAction(callWithMessage(context.get(serverContext).client.newsletter.confirm.$post({ json: { token: params.token } })));
}

/** /newsletter/confirm/:token — the double opt-in link of the confirmation mail. */
export default function NewsletterConfirmPage({ actionData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage
      title="Confirm your subscription"
      intro="One click and you will get our container deals, new stock and project ideas, about twice a month."
      button="Confirm my subscription"
      doneTitle="You're subscribed!"
      result={actionData}
    />
  );
}
