import type { AppDeps } from "../../../lib/deps.ts";
import { badRequest } from "../../../lib/http-errors.ts";
import type { PaymentProvider } from "../../../lib/payments/types.ts";

export function providerOrThrow(deps: AppDeps, name: string): PaymentProvider {
  const provider = deps.payments.get(name);
  if (!provider) throw badRequest(`Unknown payment provider "${name}"`, { provider: "Unknown payment provider" });
  return provider;
}
