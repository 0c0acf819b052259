/**
 * An address as the API sends it and takes it. The schemas are built from the addresses table
 * (server/features/addresses/schema.ts, docs/decisions/030); only their types come here, erased at build.
 */
export type { AddressDto, AddressInput } from "../server/features/addresses/schema.ts";
