import { eq } from "drizzle-orm";
import { users } from "../../../db/schema/index.ts";
import type { AppDeps } from "../../lib/deps.ts";
import { badRequest } from "../../lib/http-errors.ts";
import { type StoredImage, checkImage, removeStored, storeImage } from "../../lib/images.ts";
import { mailBrand } from "../../lib/mail-kit/compose.ts";
import { startRentalsOnDelivery } from "../../modules/billing/index.ts";
import { type ProofPhoto, deliveredMail, driverOfUser, localToday, lockDriverDrop, recordDelivered } from "../../modules/logistics/index.ts";
import { deliverOrder, shipOrder } from "../../modules/orders/index.ts";
import { getSiteSettings } from "../../modules/settings/index.ts";

export const MAX_PROOF_PHOTOS = 6;

export type DeliveredForm = { photos: File[]; receivedBy: string; signature: File | null };

/** The form's fields, checked before anything is stored: at least one photo, the receiver's name, a signature. */
function checkForm(form: DeliveredForm): string {
  const errors: Record<string, string> = {};
  const receivedBy = form.receivedBy.trim();
  if (!receivedBy) errors.receivedBy = "Enter the name of the person who received the container";
  else if (receivedBy.length > 100) errors.receivedBy = "At most 100 characters";
  if (!form.photos.length) errors.photos = "Take at least one photo of the container on site";
  if (form.photos.length > MAX_PROOF_PHOTOS) errors.photos = `At most ${MAX_PROOF_PHOTOS} photos`;
  if (!form.signature) errors.signature = "Ask the receiver to sign on the screen";
  if (Object.keys(errors).length) throw badRequest("The proof of delivery is incomplete", errors);
  return receivedBy;
}

/** The width sent in the mail: the middle rendition (960 px) when there is one. */
const mailVariant = (img: StoredImage) => img.variants[Math.min(1, img.variants.length - 1)];

/**
 * Delivered with proof (POST /driver/drops/{orderId}/delivered, ADR 085). Photos and the signature are checked by
 * content and re-encoded like product pictures before the transaction (sharp holds no lock). Then in one
 * transaction with the order locked: the order goes out for delivery if the driver skipped "on my way", then
 * delivered, both through the lifecycle's named steps (quiet: the proof mail says more); the order's rental
 * agreements start today; the proof is written; the customer's mail with the photos is queued. Anything failing
 * rolls it all back and the stored pictures are removed.
 */
export async function deliverDrop(deps: AppDeps, userId: string, orderId: string, form: DeliveredForm): Promise<{ orderId: string; rentalsStarted: number }> {
  const driver = await driverOfUser(deps.db, userId);
  const receivedBy = checkForm(form);
  const checked = [];
  for (const [i, photo] of form.photos.entries()) checked.push(await checkImage(photo, form.photos.length > 1 ? `photos.${i}` : "photos"));
  const signatureImage = await checkImage(form.signature!, "signature");
  const stored: StoredImage[] = [];
  try {
    for (const c of checked) stored.push(await storeImage(deps.media, c));
    const signature = await storeImage(deps.media, signatureImage);
    stored.push(signature);
    const photos = stored.slice(0, -1);
    const attachments: ProofPhoto[] = [];
    for (const [i, p] of photos.entries()) {
      const variant = mailVariant(p);
      const object = await deps.media.get(variant.url.replace(/^\/media\//, ""));
      if (object) attachments.push({ filename: `delivery-photo-${i + 1}.webp`, content: Buffer.from(object.bytes), url: variant.url });
    }
    return await deps.db.transaction(async (tx) => {
      const { order } = await lockDriverDrop(tx, driver, orderId);
      const now = deps.now();
      const settings = await getSiteSettings(tx);
      const today = localToday(now, settings.timeZone);
      const move = { actorId: driver.userId, quiet: true } as const;
      const shipped = order.status === "shipped" ? order : await shipOrder(deps, tx, { ...move, order });
      await deliverOrder(deps, tx, { ...move, order: shipped, before: order });
      const rentalsStarted = await startRentalsOnDelivery(tx, order.id, today, now);
      await recordDelivered(tx, order.id, { receivedBy, signatureUrl: signature.url, photos: photos.map((p) => ({ url: mailVariant(p).url, keys: p.keys })), now });
      const [customer] = await tx.select({ email: users.email, name: users.fullName }).from(users).where(eq(users.id, order.userId));
      const deliveredOn = new Intl.DateTimeFormat("en-US", { timeZone: settings.timeZone, weekday: "short", month: "short", day: "numeric", year: "numeric" }).format(now);
      await deps.mailer.enqueue(tx, await deliveredMail({ to: customer.email, name: customer.name, orderId: order.id, brand: mailBrand(settings, deps.env.PUBLIC_URL), receivedBy, deliveredOn, photos: attachments }));
      return { orderId: order.id, rentalsStarted };
    });
  } catch (err) {
    await removeStored(deps.media, stored.flatMap((s) => s.keys));
    throw err;
  }
}
