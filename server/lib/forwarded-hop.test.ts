import { describe, expect, it } from "vitest";
import { forwardedHopAddress } from "./forwarded-hop.ts";

/** What a proxy (or a client) may write as one X-Forwarded-For hop, and the rate-limit key it stands for. */
const HOPS: [hop: string, address: string | null][] = [
  ["1.2.3.4", "1.2.3.4"],
  ["  1.2.3.4\t", "1.2.3.4"],
  ["1.2.3.4:1111", "1.2.3.4"],
  ["1.2.3.4:65535", "1.2.3.4"],
  ["[2001:db8::1]", "2001:db8::1"],
  ["[2001:DB8::1]:443", "2001:db8::1"],
  ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8::1"],
  ["2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"],
  ["::1", "::1"],
  ["::ffff:1.2.3.4", "1.2.3.4"],
  ["::FFFF:0102:0304", "1.2.3.4"],
  ["[::ffff:10.0.0.5]:8080", "10.0.0.5"],
  ["0:0:0:0:0:ffff:c000:0201", "192.0.2.1"],
  // Not addresses: never a key of their own.
  ["", null],
  ["unknown", null],
  ["_hidden", null],
  ["garbage-1", null],
  ["1.2.3.4:", null],
  ["1.2.3.4:99999", null],
  ["1.2.3.4:12ab", null],
  ["1.2.3.4.5", null],
  ["256.1.1.1", null],
  ["01.2.3.4", null],
  ["[1.2.3.4]:80", null],
  ["[2001:db8::1", null],
  ["2001:db8::1]:80", null],
  ["[2001:db8::1]:", null],
  ["[2001:db8::1]:70000", null],
  ["fe80::1%eth0", null],
  ["1.2.3.4 5.6.7.8", null],
  ["for=1.2.3.4", null],
  ["\"1.2.3.4\"", null],
  ["x".repeat(300), null],
];

describe("an X-Forwarded-For hop as an address", () => {
  it.each(HOPS)("%j → %j", (hop, address) => {
    expect(forwardedHopAddress(hop)).toBe(address);
  });
});
