/**
 * An address as the API sends it and takes it. The schemas are built from the addresses table
 * (db/validation/addresses.ts, docs/decisions/030); only their types come here, erased at build.
 */
export type { AddressDto, AddressInput } from "../db/validation/addresses.ts";
