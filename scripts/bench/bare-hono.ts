import { serve } from "@hono/node-server";
import { Hono } from "hono";

// Lab only: the floor of Hono on @hono/node-server, no middleware.
const app = new Hono();
app.get("/v1/ping", (c) => c.json({ success: true, status: "success", message: "pong", data: { pong: true } }));
serve({ fetch: app.fetch, port: Number(process.argv[2] ?? 3994), hostname: "127.0.0.1" });
