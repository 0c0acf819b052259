import { useEffect, useState } from "react";
import type { AddressDto } from "../../../contract/addresses";
import { client } from "../../lib/browser-api";
import { useSessionUser } from "../../lib/use-session";
import { call } from "../../lib/typed-api";

export type QuoteContact = { name: string; email: string; phone: string; zip: string };

/**
 * What a quote form can start with for a logged-in customer (issue 48): name, e-mail and phone from the profile, the
 * ZIP of the default shipping address (else the first). Null while the addresses load and for a visitor, whose
 * form starts empty.
 */
export function useQuoteContact(): QuoteContact | null {
  const user = useSessionUser();
  const [zipOf, setZipOf] = useState<{ userId: string; zip: string } | null>(null);
  useEffect(() => {
    if (!user?.id) return;
    let live = true;
    const id = user.id;
    call(client.user.addresses.$get()).then(
      (list) => {
        const shipping = (list as AddressDto[]).filter((a) => a.type === "shipping");
        const zip = (shipping.find((a) => a.isDefault) ?? shipping[0])?.postalCode.slice(0, 5) ?? "";
        if (live) setZipOf({ userId: id, zip });
      },
      () => live && setZipOf({ userId: id, zip: "" }),
    );
    return () => {
      live = false;
    };
  }, [user?.id]);
  if (!user || zipOf?.userId !== user.id) return null;
  return { name: user.full_name, email: user.email, phone: user.phone ?? "", zip: zipOf.zip };
}
