import { serve } from "@hono/node-server";
import { Hono } from "hono";

// The floor of Hono on @hono/node-server with no middleware: a reference row of `npm run bench` (argv[2] is the port).
const app = new Hono();
app.get("/v1/ping", (c) => c.json({ success: true, status: "success", message: "pong", data: { pong: true } }));
serve({ fetch: app.fetch, port: Number(process.argv[2] ?? 3994), hostname: "127.0.0.1" });
