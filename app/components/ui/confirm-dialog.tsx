import type { ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export type ConfirmRequest = { title: string; body: ReactNode; confirmLabel: string; danger?: boolean; run: () => void };

/**
 * "Are you sure?" on the one Dialog: for actions that lock someone out, hide something or change who may do
 * what. Cancel (or Escape, or the backdrop) does nothing; the confirm button runs the action and closes.
 */
export function ConfirmDialog({ request, onClose }: { request: ConfirmRequest | null; onClose: () => void }) {
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      title={request?.title ?? ""}
      tone={request?.danger ? "error" : "warning"}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>Cancel</Button>
          <Button
            variant={request?.danger ? "danger" : "primary"}
            onClick={() => {
              request?.run();
              onClose();
            }}
          >
            {request?.confirmLabel}
          </Button>
        </>
      }
    >
      {request?.body}
    </Dialog>
  );
}
