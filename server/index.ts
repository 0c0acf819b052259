import "./node-env.ts";
import { runServer } from "./main.ts";

/** `node server/index.ts`: the server on an existing build (tests, e2e, bench). `npm start` goes through scripts/start.ts. */
runServer();
