import { z } from "@hono/zod-openapi";
import { paymentMethodDto, paymentMethodInput, paymentMethodUpdateInput } from "../../../contract/payment-methods.ts";

const NEVER_SENT = "Card numbers and CVVs are never sent to the server; send only the last four digits";

/**
 * A body that carries a card number or CVV is refused outright rather than silently stripped: it means a
 * client is leaking card data, and a 400 makes that bug visible.
 */
// Not z.never: it has no OpenAPI type, so the document would fail to build. Any value present is refused.
const refused = () => z.unknown().refine((v) => v === undefined, NEVER_SENT).optional().openapi({ description: NEVER_SENT });
const noCardSecrets = { cardNumber: refused(), number: refused(), cvv: refused(), cvc: refused() };

export const createBody = paymentMethodInput.extend(noCardSecrets);
export const updateBody = paymentMethodUpdateInput.extend(noCardSecrets);

export const paymentMethodIdParam = z.object({ id: z.string().max(100) });
export const paymentMethodList = z.array(paymentMethodDto).openapi("PaymentMethodList");
export const paymentMethodOut = paymentMethodDto.openapi("PaymentMethod");
