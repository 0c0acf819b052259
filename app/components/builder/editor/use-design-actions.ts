import { useState } from "react";
import { useNavigate } from "react-router";
import type { Design } from "../../../../contract/builder";
import { ApiError } from "../../../lib/api";
import { client } from "../../../lib/browser-api";
import { rememberReturn, stash } from "../../../lib/return-to";
import { getStoredToken } from "../../../lib/session";
import { call } from "../../../lib/typed-api";

/** The builder keeps the design across the log-in round trip under this key (sessionStorage, this tab). */
export const DESIGN_STASH_KEY = "builder:design";

type Saved = { id: string; name: string };

/**
 * Save, add to cart: each needs an account. Logged out, the design and its name are stashed and the visitor goes
 * to /auth, which brings them back to /builder with the design restored. The picture for the share link is a
 * snapshot of the 3-D canvas when there is one.
 */
export function useDesignActions(design: Design, name: string, snapshot: () => string | undefined, initial: Saved | null, returnTo = "/builder") {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Saved | null>(initial);
  const [busy, setBusy] = useState<"save" | "cart" | null>(null);
  const [error, setError] = useState<string | null>(null);
  // What the last save sent: adding an unchanged saved design to the cart does not save (and snapshot) it again.
  const [savedAs, setSavedAs] = useState<string | null>(initial ? JSON.stringify([design, name]) : null);

  const needLogin = () => {
    if (getStoredToken()) return false;
    stash(DESIGN_STASH_KEY, { design, name, id: saved?.id ?? null });
    rememberReturn(returnTo);
    navigate("/auth");
    return true;
  };

  async function save(): Promise<Saved | null> {
    if (needLogin()) return null;
    setBusy("save");
    setError(null);
    try {
      const dto = await call(client.user.designs.$post({ json: { id: saved?.id, name: name.trim() || "My container", design, snapshot: snapshot() } }));
      const next = { id: dto.id, name: dto.name };
      setSaved(next);
      setSavedAs(JSON.stringify([design, name]));
      return next;
    } catch (err) {
      setError(err instanceof ApiError ? Object.values(err.errors)[0] ?? err.message : "The design could not be saved.");
      return null;
    } finally {
      setBusy(null);
    }
  }

  async function addToCart(existingId?: string) {
    if (needLogin()) return;
    const unchanged = saved && savedAs === JSON.stringify([design, name]);
    const id = existingId ?? (unchanged ? saved.id : (await save())?.id);
    if (!id) return;
    setBusy("cart");
    try {
      await call(client.user.cart.$post({ json: { designId: id } }));
      window.dispatchEvent(new Event("boxyard:cart"));
      navigate("/cart");
    } catch (err) {
      setError(err instanceof ApiError ? Object.values(err.errors)[0] ?? err.message : "The design could not be added to the cart.");
    } finally {
      setBusy(null);
    }
  }

  return { saved, busy, error, save, addToCart };
}
