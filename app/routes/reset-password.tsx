import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { errorMessage, fieldErrors } from "../components/auth/form-message";
import { Field } from "../components/ui/field";
import { rootDataFromMatches } from "../components/site/root-data";
import { pageMeta } from "../components/site/seo";
import { Alert } from "../components/ui/alert";
import { Button, ButtonLink } from "../components/ui/button";
import { Spinner } from "../components/ui/spinner";
import { anonymousClient } from "../lib/browser-api";
import { call } from "../lib/typed-api";
import type { Route } from "./+types/reset-password";

/** SPEC section 9: the redirect to /auth after a successful reset. */
const REDIRECT_DELAY_MS = 3000;

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFromMatches(matches);
  // The token is a secret: the canonical URL and the robots tag keep it out of indexes and shares.
  return pageMeta({ root, title: `Reset your password | ${root.settings.siteName}`, description: "Choose a new password for your account.", path: "/auth", noindex: true });
}

type State = { step: "verifying" } | { step: "invalid"; error: string } | { step: "form" } | { step: "done" };

/** /reset-password/:token — verifying, then the form or the invalid state (SPEC sections 2, 4, 5 and 8). */
export default function ResetPasswordPage() {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() => (token ? { step: "verifying" } : { step: "invalid", error: "No token provided" }));
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let live = true;
    call(anonymousClient.user.password["verify-token"].$post({ json: { token } }))
      .then(() => live && setState({ step: "form" }))
      .catch((err) => live && setState({ step: "invalid", error: errorMessage(err, "Failed to verify you").text }));
    return () => {
      live = false;
    };
  }, [token]);

  useEffect(() => {
    if (state.step !== "done") return;
    const timer = setTimeout(() => navigate("/auth"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.step, navigate]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setErrors({});
    if (password !== confirm) return setError("Passwords don't match");
    setPending(true);
    try {
      await call(anonymousClient.user.password.reset.$post({ json: { token, newPassword: password } }));
      setState({ step: "done" });
    } catch (err) {
      setErrors(fieldErrors(err));
      setError(errorMessage(err, "Error resetting password").text);
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Reset your password</h1>
        {state.step === "verifying" && <Spinner label="Verifying token..." className="mt-6" />}
        {state.step === "invalid" && (
          <div className="mt-6 grid gap-5">
            <Alert tone="error">{state.error}</Alert>
            <p className="text-sm text-slate-600">Reset links work once and expire after 60 minutes. You can ask for a new one from the login page.</p>
            <ButtonLink to="/auth" variant="dark" size="lg" className="w-full">
              Back to Login
            </ButtonLink>
          </div>
        )}
        {state.step === "done" && (
          <Alert tone="success" className="mt-6">
            Password reset successfully! Redirecting to login...
          </Alert>
        )}
        {state.step === "form" && (
          <form onSubmit={submit} className="mt-6 grid gap-4">
            <p className="text-sm text-slate-600">Choose a new password of at least 8 characters. You will be logged out everywhere else.</p>
            {error && <Alert tone="error">{error}</Alert>}
            <Field id="new-password" name="new-password" label="New Password" type="password" autoComplete="new-password" required value={password} onChange={(e) => setPassword(e.target.value)} error={errors.newPassword} />
            <Field id="confirm-password" name="confirm-password" label="Confirm Password" type="password" autoComplete="new-password" required value={confirm} onChange={(e) => setConfirm(e.target.value)} />
            <Button type="submit" size="lg" disabled={!password || !confirm || pending} className="mt-2 w-full">
              {pending ? "Resetting..." : "Reset Password"}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
