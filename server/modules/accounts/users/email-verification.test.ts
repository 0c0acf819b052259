import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outgoingEmails, users } from "../../../../db/schema/index.ts";
import { type TestApp, createTestApp } from "../../../test/harness.ts";
import { waitForMail } from "../../../test/fixtures/outbox.ts";

// Issue 45 findings 2 (offers only to proven e-mail owners) and 11 (registration and e-mail change reveal accounts).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.createUser({ role: "admin" })).token;
});
afterAll(() => t.close());

let n = 0;
const newUser = (email: string) => {
  n += 1;
  return { full_name: "Vera Fied", user_name: `vera${n}`, email, phone: "(305) 555-0199", password: "Container-yard-42" };
};
const register = (email: string) => t.send(t.api.user.register.$post({ json: newUser(email) }));
const logIn = async (email: string) => (await t.send(t.api.user.login.$post({ json: { email, password: "Container-yard-42" } }))).body.data.token as string;
const mailsTo = (to: string) => t.db.select().from(outgoingEmails).where(eq(outgoingEmails.to, to));
const linkToken = (text: string, path: string) => new RegExp(`/${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? "";
const verify = (token: string, session?: string) => t.send(t.api.user.email.verify.$post({ json: { token } }, t.as(session)));
const myOffers = (session: string) => t.send(t.api.user.offers.$get({}, t.as(session)));

async function sendOfferTo(email: string) {
  const json = {
    email,
    shipToState: "FL",
    lines: [{ kind: "custom" as const, description: "Special price for BigCorp only", quantity: 1, unitPrice: 1000 }],
    delivery: 0,
    discount: 0,
    expiresOn: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
    paymentTerms: "full" as const,
  };
  const made = await t.send(t.api.admin.offers.$post({ json }, t.as(admin)));
  expect(made.status).toBe(200);
  expect((await t.send(t.api.admin.offers[":id"].send.$post({ param: { id: made.body.data.id } }, t.as(admin)))).status).toBe(200);
  const [mail] = await waitForMail(t.db, email);
  return { id: made.body.data.id as string, proof: /[?&]proof=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "" };
}

describe("registration and e-mail change do not reveal accounts (finding 11)", () => {
  it("an address with an account gets the same 201 and body as a new one; its owner is mailed, nothing is created", async () => {
    const fresh = await register("fresh.one@example.com");
    const existing = await t.createUser({ email: "owner.here@example.com" });
    const again = await register("Owner.Here@example.com");
    expect(again.status).toBe(201);
    expect(fresh.status).toBe(201);
    expect(again.body).toEqual({ ...fresh.body, data: { email: "owner.here@example.com" } });
    expect(fresh.body.data).toEqual({ email: "fresh.one@example.com" });
    expect(await t.db.$count(users, sql`lower(${users.email}) = 'owner.here@example.com'`)).toBe(1);
    const [notice] = await waitForMail(t.db, existing.user.email);
    expect(notice.subject).toMatch(/Someone used your e-mail address/);
    expect(notice.text).toMatch(/tried to register/);
    expect(notice.text).not.toMatch(/verify-email/);
  });

  it("two simultaneous registrations of one address: both 201, one account", async () => {
    const [a, b] = await Promise.all([register("race.verify@example.com"), register("Race.Verify@example.com")]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await t.db.$count(users, sql`lower(${users.email}) = 'race.verify@example.com'`)).toBe(1);
  });

  it("changing the profile's e-mail to another account's answers as for a free address and tells that account's owner", async () => {
    const other = await t.createUser({ email: "taken.profile@example.com" });
    const me = await t.createUser();
    const body = { full_name: me.user.fullName, user_name: me.user.userName, email: "TAKEN.profile@example.com", phone: me.user.phone, currentPassword: me.password };
    const res = await t.send(t.api.user.profile.$put({ json: body }, t.as(me.token)));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("We sent a confirmation link to taken.profile@example.com. Your e-mail changes when you open it.");
    const [notice] = await waitForMail(t.db, other.user.email);
    expect(notice.text).toMatch(/tried to change its e-mail to this address/);
    expect(notice.text).not.toMatch(/confirm-email/);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.email).toBe(me.user.email);
  });
});

describe("e-mail verification (finding 2)", () => {
  it("registration mails a link; until it is followed the account is unverified and offers answer 403 email_unverified", async () => {
    expect((await register("newbie@example.com")).status).toBe(201);
    const session = await logIn("newbie@example.com");
    expect((await t.send(t.api.user.me.$get({}, t.as(session)))).body.data.email_verified_at).toBeNull();
    const refused = await myOffers(session);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("email_unverified");
    const [mail] = await waitForMail(t.db, "newbie@example.com");
    const token = linkToken(mail.text, "verify-email");
    // Not signed in: the registration link alone proves the address.
    expect((await verify(token)).status).toBe(200);
    expect((await verify(token)).body.code).toBe("email_link_invalid");
    expect((await t.send(t.api.user.me.$get({}, t.as(session)))).body.data.email_verified_at).not.toBeNull();
    expect((await myOffers(session)).status).toBe(200);
  });

  it("someone who registers a buyer's address cannot see or accept the offer sent to it", async () => {
    const offer = await sendOfferTo("buyer@bigcorp.test");
    expect((await register("buyer@bigcorp.test")).status).toBe(201);
    const attacker = await logIn("buyer@bigcorp.test");
    expect((await myOffers(attacker)).status).toBe(403);
    expect((await t.send(t.api.user.offers[":id"].$get({ param: { id: offer.id } }, t.as(attacker)))).body.code).toBe("email_unverified");
    expect((await t.send(t.api.user.offers[":id"].pdf.$get({ param: { id: offer.id } }, t.as(attacker)))).status).toBe(403);
    const accept = await t.send(t.api.user.offers[":id"].accept.$post({ param: { id: offer.id }, json: {} }, t.as(attacker)));
    expect(accept.status).toBe(403);
    expect(accept.body.code).toBe("email_unverified");
    // The offer's own proof works only for the account signed in with that address, never anonymously.
    expect((await verify(offer.proof)).status).toBe(400);
  });

  it("the offer's mailed link verifies the account signed in with its address, and then the offer shows", async () => {
    const offer = await sendOfferTo("real.buyer@bigcorp.test");
    const stranger = await t.createUser({ verified: false });
    expect((await verify(offer.proof, stranger.token)).status).toBe(400);
    const buyer = await t.createUser({ email: "real.buyer@bigcorp.test", verified: false });
    expect((await myOffers(buyer.token)).status).toBe(403);
    const res = await verify(offer.proof, buyer.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: "real.buyer@bigcorp.test" });
    const list = await myOffers(buyer.token);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([offer.id]);
  });

  it("resend mails a new link and the older one stops working; a verified account is sent nothing", async () => {
    expect((await register("resend.me@example.com")).status).toBe(201);
    const session = await logIn("resend.me@example.com");
    const [first] = await waitForMail(t.db, "resend.me@example.com");
    const res = await t.send(t.api.user.email.verify.resend.$post({}, t.as(session)));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ email: "resend.me@example.com", sent: true });
    const [second] = await waitForMail(t.db, "resend.me@example.com", 2);
    expect((await verify(linkToken(first.text, "verify-email"))).status).toBe(400);
    expect((await verify(linkToken(second.text, "verify-email"))).status).toBe(200);
    const done = await t.send(t.api.user.email.verify.resend.$post({}, t.as(session)));
    expect(done.body.data.sent).toBe(false);
    expect(await mailsTo("resend.me@example.com")).toHaveLength(2);
  });

  it("a password reset (a link to the inbox) also proves the address", async () => {
    const user = await t.createUser({ verified: false });
    expect((await t.send(t.api.user.password["reset-request"].$post({ json: { email: user.user.email } }))).status).toBe(200);
    const [mail] = await waitForMail(t.db, user.user.email);
    const token = linkToken(mail.text, "reset-password");
    expect((await t.send(t.api.user.password.reset.$post({ json: { token, newPassword: "Another-yard-77" } }))).status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
  });
});
