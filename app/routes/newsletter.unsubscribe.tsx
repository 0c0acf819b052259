import { type TokenActionResult, NewsletterTokenPage, tokenAction } from "../components/leads/newsletter-token-page";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { serverContext } from "../lib/server-context";
import { callWithMessage } from "../lib/typed-api";
import type { Route } from "./+types/newsletter.unsubscribe";

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({ root, title: `Unsubscribe | ${root.settings.siteName}`, description: "Unsubscribe from the newsletter.", path: "/", noindex: true });
}

export async function action({ params, context }: Route.ActionArgs): Promise<TokenActionResult> {
  return tokenAction(callWithMessage(context.get(serverContext).client.newsletter.unsubscribe.$post({ json: { token: params.token } })));
}

/** /newsletter/unsubscribe/:token — the link at the foot of every newsletter mail. */
export default function NewsletterUnsubscribePage({ actionData }: Route.ComponentProps) {
  return (
    <NewsletterTokenPage
      title="Unsubscribe from our newsletter?"
      intro="You will stop receiving our newsletter e-mails. You can sign up again at any time."
      button="Unsubscribe"
      doneTitle="You're unsubscribed"
      result={actionData}
    />
  );
}
