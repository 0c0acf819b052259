import { z } from "@hono/zod-openapi";
import { addressDto } from "../../../contract/addresses.ts";

export const addressIdParam = z.object({ id: z.string().max(100) });
export const addressList = z.array(addressDto).openapi("AddressList");
export const addressOut = addressDto.openapi("Address");
