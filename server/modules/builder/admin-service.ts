import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { BuilderOptionDto, updateBuilderOptionInput } from "../../../contract/builder.ts";
import { dollarsToCents } from "../../../contract/money.ts";
import type { DbOrTx } from "../../../db/connect.ts";
import { builderOptions } from "../../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/http-errors.ts";
import { recordAudit } from "../../lib/audit.ts";
import { toOptionDto } from "./service.ts";

export async function listAllOptions(db: DbOrTx): Promise<BuilderOptionDto[]> {
  return (await db.select().from(builderOptions).orderBy(asc(builderOptions.position))).map(toOptionDto);
}

/** Saves an option with an audit entry of the old and new price and lead time; designs reprice on their next read. */
export async function updateBuilderOption(db: DbOrTx, actorId: string, code: string, input: z.output<typeof updateBuilderOptionInput>): Promise<BuilderOptionDto> {
  const priceCents = dollarsToCents(input.price);
  if (priceCents === null) throw badRequest("Invalid price", { price: "Use at most two decimals" });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(builderOptions).where(eq(builderOptions.code, code)).for("update");
    if (!before) throw notFound("No such builder option");
    const [row] = await tx
      .update(builderOptions)
      .set({ label: input.label, priceCents, leadTimeDays: input.leadTimeDays, active: input.active, updatedAt: new Date() })
      .where(eq(builderOptions.code, code))
      .returning();
    await recordAudit(tx, {
      actorId,
      action: "builder_option.updated",
      entity: "builder_option",
      entityId: code,
      details: { price: [before.priceCents, priceCents], leadTimeDays: [before.leadTimeDays, input.leadTimeDays], active: [before.active, input.active] },
    });
    return toOptionDto(row);
  });
}
