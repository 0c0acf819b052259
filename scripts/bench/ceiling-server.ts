import http from "node:http";

/**
 * The ceiling the bench compares against: a bare node:http server answering a small JSON (the same
 * envelope /v1/ping gives), in its own process, as nothing of ours can be faster on this machine.
 * Started by the bench; argv[2] is the port.
 */
const body = Buffer.from(JSON.stringify({ success: true, status: "success", message: "pong", data: { pong: true } }));
const port = Number(process.argv[2] ?? 3910);
http
  .createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "content-length": body.length });
    res.end(body);
  })
  .listen(port, "127.0.0.1", () => console.log(`ceiling listening on ${port}`));
