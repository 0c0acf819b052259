import type { ZipInfo } from "zipcodes";

type Lookup = (zip: string) => ZipInfo | undefined;
let lookup: Promise<Lookup> | undefined;

/**
 * US ZIP → coordinates from the `zipcodes` package (about 42,000 ZIPs). Its 5 MB table is loaded on the first
 * estimate rather than at start, so a server that never quotes a delivery never pays for it.
 */
export async function lookupZip(zip: string): Promise<ZipInfo | undefined> {
  lookup ??= import("zipcodes").then((m) => (z: string) => m.default.lookup(z));
  const info = (await lookup)(zip);
  // The package also knows Canadian postal codes; a 5-digit key is always a US ZIP, but keep the guard explicit.
  return info && info.country === "US" ? info : undefined;
}
