import { createContext } from "react-router";
import type { TypedApi } from "./typed-api";

/**
 * What SSR loaders get from the server: the in-process API, the CSP nonce, the public URL, and where a
 * page's failure is logged with its request id (entry.server.tsx's handleError).
 */
export type ServerContext = { client: TypedApi; nonce: string; publicUrl: string; reportError: (error: unknown) => void };
export const serverContext = createContext<ServerContext>();
