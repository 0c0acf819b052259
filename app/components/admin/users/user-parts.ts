/** The user-part route's reads and writes, kept here so the tabs' hook (use-user-part) types them without importing the route. */
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import type { AddressBody } from "../../address/address-form";
import type { CartLine } from "./cart-line-ref";
import type { PaymentEdit } from "./payment-method-form";

const user = (id: string) => ({ param: { id } });
/** Each tab's read, typed by its route's response schema. */
export const PARTS = {
  orders: (id: string) => call(client.admin.users[":id"].orders.$get(user(id))),
  "payment-methods": (id: string) => call(client.admin.users[":id"]["payment-methods"].$get(user(id))),
  addresses: (id: string) => call(client.admin.users[":id"].addresses.$get(user(id))),
  cart: (id: string) => call(client.admin.users[":id"].cart.$get(user(id))),
  invoices: (id: string) => call(client.admin.users[":id"].invoices.$get(user(id))),
};
export type UserPart = keyof typeof PARTS;
export type UserPartData<P extends UserPart> = Awaited<ReturnType<(typeof PARTS)[P]>>;
export const isPart = (part: string): part is UserPart => Object.hasOwn(PARTS, part);

/** What the route's clientLoader answers: one tab's data, or the failure its banner shows. */
export type UserPartAnswer = { data: UserPartData<UserPart>; error: null } | { data: null; error: string };

/** The writes of the addresses, cards and cart tabs (orders and invoices go to their own pages' actions). */
export type UserTabIntent =
  | { intent: "address.save"; id: string | null; address: AddressBody }
  | { intent: "address.default" | "address.delete" | "card.default" | "card.delete"; id: string }
  | { intent: "card.save"; id: string; card: PaymentEdit }
  | { intent: "cart.quantity"; line: CartLine; quantity: number }
  | { intent: "cart.remove"; line: CartLine }
  | { intent: "cart.clear" };
