import { type AddressInfo, type Server, createServer } from "node:net";
import { serve } from "@hono/node-server";

type Fetchable = { fetch: (req: Request, ...rest: any[]) => Response | Promise<Response> };

/** Serves an app on a real loopback socket, for tests about what the peer address decides. */
export async function listenOnLoopback(app: Fetchable): Promise<{ base: string; close: () => Promise<void> }> {
  return new Promise((resolveListen) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info: AddressInfo) => {
      resolveListen({
        base: `http://127.0.0.1:${info.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * `count` different loopback ports, free right now, chosen by the system: a port picked at random could be one the
 * machine's other services hold (NATS listens on 4222, which made the replicas test fail with EADDRINUSE).
 */
export async function freeLoopbackPorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from({ length: count }, () => new Promise<Server>((resolveProbe, reject) => {
      const probe = createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => resolveProbe(probe));
    })),
  );
  const ports = probes.map((probe) => (probe.address() as AddressInfo).port);
  await Promise.all(probes.map((probe) => new Promise((closed) => probe.close(closed))));
  return ports;
}
