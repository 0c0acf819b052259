import { createContext } from "react-router";
import type { TypedApi } from "./typed-api";

/** What SSR loaders get from the server: the in-process API, the CSP nonce and the public URL. */
export type ServerContext = { client: TypedApi; nonce: string; publicUrl: string };
export const serverContext = createContext<ServerContext>();
