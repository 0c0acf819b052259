import type { AddressInfo } from "node:net";
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
