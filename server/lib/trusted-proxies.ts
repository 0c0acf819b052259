import { BlockList, isIP } from "node:net";

/** "10.0.0.0/8" or "fd00::/8": an address and a prefix length that fits its family. */
function isCidr(entry: string): boolean {
  const [address, bits, ...rest] = entry.split("/");
  if (rest.length || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  const family = isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/** Splits TRUSTED_PROXIES ("10.0.0.5, 10.1.0.0/16") and names the first entry that is not an address or CIDR. */
export function parseTrustedProxies(value: string): { entries: string[]; bad?: string } {
  const entries = value.split(",").map((s) => s.trim()).filter(Boolean);
  return { entries, bad: entries.find((e) => !isIP(e) && !isCidr(e)) };
}

/** "::ffff:10.0.0.5" (an IPv4 peer on a dual-stack socket) is 10.0.0.5. */
export const plainAddress = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, "$1");

export type ProxyTrust = (address: string) => boolean;

/** A test for "is this address one of our proxies", built once from the validated list. */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  if (!entries.length) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split("/");
    const type = isIP(address) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? "ipv6" : "ipv4");
  };
}
