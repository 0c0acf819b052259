import { useEffect, useState, useSyncExternalStore } from "react";
import { Link, useSearchParams } from "react-router";
import { LoginForm } from "../components/auth/login-form";
import { RegisterForm } from "../components/auth/register-form";
import { ResetRequestForm } from "../components/auth/reset-request-form";
import type { FormMessage } from "../components/auth/form-message";
import { AuthTabs, type AuthTab, tabFromQuery } from "../components/auth/auth-tabs";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { Alert } from "../components/ui/alert";
import { client } from "../lib/browser-api";
import { homeFor } from "../lib/guards";
import { logout } from "../lib/logout";
import { returnReason } from "../lib/return-to";
import { useSessionUser } from "../lib/use-session";
import type { Route } from "./+types/auth";

/** The reason is written before /auth opens and read once: nothing to listen to. */
const noSubscription = () => () => {};
import { Button } from "../components/ui/button";

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  return pageMeta({
    root,
    title: `Log in or create an account | ${root.settings.siteName}`,
    description: `Log in to your ${root.settings.siteName} account to check out, follow your orders and invoices, or create a new account.`,
    path: "/auth",
    noindex: true,
  });
}

const HEADINGS: Record<AuthTab, { title: string; lead: string }> = {
  login: { title: "Welcome back", lead: "Log in to check out, follow your orders and download invoices." },
  register: { title: "Create your account", lead: "Save addresses, check out faster and keep every order in one place." },
  password: { title: "Reset your password", lead: "Enter the email address of your account and we will send you a link." },
};

/** /auth: Log in, Create new account, Reset your password (SPEC sections 2, 4 and 8). `?tab=` opens a tab. */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get("tab"));
  const [message, setMessage] = useState<FormMessage | null>(null);
  const user = useSessionUser();
  // Why the buyer is here (Add to Cart sent them): this tab's storage, so null on the server and while hydrating.
  const reason = useSyncExternalStore(noSubscription, returnReason, () => null);

  // A stored session may be dead (expired, reset, blocked): asking the server lets the shared client's 401
  // handling forget it, so the "logged in as" note never lies.
  useEffect(() => {
    if (user?.id) client.user.me.$get().catch(() => undefined);
  }, [user?.id]);

  // Pre-filled from a link that names the reader (an offer mail): kept across the tabs.
  const email = params.get("email") ?? "";
  const switchTab = (next: AuthTab, keepMessage: FormMessage | null = null) => {
    setMessage(keepMessage);
    const query: Record<string, string> = next === "login" ? {} : { tab: next };
    if (email) query.email = email;
    setParams(query, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-xl">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{HEADINGS[tab].title}</h1>
          <p className="mt-2 text-slate-600">{HEADINGS[tab].lead}</p>
        </div>

        {reason && !user && (
          <div data-testid="auth-reason" className="mt-6">
            <Alert tone="info">{reason}</Alert>
          </div>
        )}

        {user && !message && (
          <Alert tone="info" className="mt-6">
            You are logged in as <strong>{user.full_name}</strong>.{" "}
            <Link to={homeFor(user)} className="font-semibold underline underline-offset-2">
              {user.role === "admin" ? "Go to the admin panel" : "Go to your dashboard"}
            </Link>{" "}
            or{" "}
            <Button variant="bare" type="button" onClick={() => logout(user.role === "admin" ? "admin" : "customer")} className="font-semibold underline underline-offset-2">
              log out
            </Button>
            .
          </Alert>
        )}

        <div className="mt-6 rounded-2xl border border-slate-200 bg-white shadow-sm">
          <AuthTabs active={tab} onSelect={(t) => switchTab(t)} />
          <div id={`auth-panel-${tab}`} role="tabpanel" aria-labelledby={`auth-tab-${tab}`} className="p-5 sm:p-8">
            {message && (
              <Alert tone={message.tone} className="mb-5">
                {message.text}
              </Alert>
            )}
            {tab === "login" && <LoginForm onMessage={setMessage} defaultEmail={email} />}
            {tab === "register" && (
              <RegisterForm onMessage={setMessage} defaultEmail={email} onRegistered={() => switchTab("login", { tone: "success", text: "Registration successful! Please log in." })} />
            )}
            {tab === "password" && <ResetRequestForm onMessage={setMessage} />}
          </div>
        </div>

        <p className="mt-6 text-center text-sm text-slate-600">
          {tab === "login" ? (
            <>
              New here?{" "}
              <Button variant="bare" type="button" onClick={() => switchTab("register")} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
                Create an account
              </Button>{" "}
              ·{" "}
              <Button variant="bare" type="button" onClick={() => switchTab("password")} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
                Forgot your password?
              </Button>
            </>
          ) : (
            <>
              Already have an account?{" "}
              <Button variant="bare" type="button" onClick={() => switchTab("login")} className="font-semibold text-orange-700 underline-offset-2 hover:underline">
                Log in
              </Button>
            </>
          )}
        </p>
      </div>
    </div>
  );
}
