import { isIP } from "node:net";

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/;
const BRACKETED_IPV6 = /^\[([^\]]+)\](?::(\d{1,5}))?$/;
const MAPPED_IPV4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

const portOk = (port: string | undefined) => port === undefined || Number(port) <= 65535;

/** One spelling per IPv6 address (lower case, zeros compacted, RFC 5952 as the URL parser writes it); mapped IPv4 as IPv4. */
function canonicalIpv6(address: string): string | null {
  let host: string;
  try {
    host = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  const mapped = MAPPED_IPV4.exec(host);
  if (!mapped) return host;
  const [high, low] = [parseInt(mapped[1], 16), parseInt(mapped[2], 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * One X-Forwarded-For hop (or a socket peer) as the address it names, written one way, or null when it names
 * none. Proxies write `1.2.3.4`, `1.2.3.4:port`, `2001:db8::1` or `[2001:db8::1]:port`; a port, upper case,
 * spelled-out zeros or an IPv4 address wrapped in IPv6 (`::ffff:1.2.3.4`) would otherwise make one client
 * several rate-limit keys. Anything else (`unknown`, `_hidden`, a zone id, text) is no address.
 */
export function forwardedHopAddress(hop: string): string | null {
  const text = hop.trim();
  if (text.length > 64) return null;
  const bracketed = BRACKETED_IPV6.exec(text);
  if (bracketed) return portOk(bracketed[2]) && isIP(bracketed[1]) === 6 && !bracketed[1].includes("%") ? canonicalIpv6(bracketed[1]) : null;
  const withPort = IPV4_WITH_PORT.exec(text);
  if (withPort) return portOk(withPort[2]) && isIP(withPort[1]) === 4 ? withPort[1] : null;
  const family = isIP(text);
  if (family === 4) return text;
  return family === 6 && !text.includes("%") ? canonicalIpv6(text) : null;
}
