import { MailFrame } from "../../components/admin/mail-previews/mail-frame";
import { TemplateList, TemplateSelect } from "../../components/admin/mail-previews/template-list";
import { adminMeta } from "../../components/admin/layout/admin-meta";
import { Card, PageHeader } from "../../components/admin/ui/page-header";
import { AdminRouteError } from "../../components/admin/ui/route-error";
import { client } from "../../lib/browser-api";
import { load } from "../../lib/route-action";
import type { Route } from "./+types/mail-previews";

export const meta = () => adminMeta("Mail previews");

/** The list and the chosen template (?template=…, the first by default), rendered by the server with sample data. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const templates = await load(client.admin["mail-previews"].$get());
  const asked = new URL(request.url).searchParams.get("template");
  const key = templates.some((t) => t.key === asked) ? asked! : templates[0].key;
  const mail = await load(client.admin["mail-previews"][":template"].$get({ param: { template: key } }));
  return { templates, mail };
}

export const ErrorBoundary = () => <AdminRouteError title="Mail previews" />;

/** /admin/mail-previews — every mail the shop sends, each with sample data and the shop's own settings (ADR 081). */
export default function AdminMailPreviews({ loaderData: { templates, mail } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Mail previews" description="Every e-mail the shop sends, shown with sample data and your settings: the HTML part as mail clients show it, and the plain-text part." />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <Card className="hidden p-3 lg:block lg:self-start">
          <TemplateList templates={templates} current={mail.key} />
        </Card>
        <Card className="p-4 lg:hidden">
          <TemplateSelect templates={templates} current={mail.key} />
        </Card>
        <div className="min-w-0 space-y-4">
          <Card className="p-4">
            <dl className="grid gap-1 text-sm sm:grid-cols-[5rem_1fr]">
              <dt className="font-medium text-slate-500">Subject</dt>
              <dd className="break-words font-semibold text-slate-900">{mail.subject}</dd>
              <dt className="font-medium text-slate-500">To</dt>
              <dd className="break-words text-slate-700">{mail.to}</dd>
            </dl>
          </Card>
          <MailFrame key={mail.key} html={mail.html} title={`${mail.name}: HTML part`} />
          <Card className="p-4">
            <details>
              <summary className="cursor-pointer text-sm font-semibold text-slate-800">Plain-text part</summary>
              <pre className="mt-3 whitespace-pre-wrap break-words font-mono text-xs text-slate-700">{mail.text}</pre>
            </details>
          </Card>
        </div>
      </div>
    </>
  );
}
