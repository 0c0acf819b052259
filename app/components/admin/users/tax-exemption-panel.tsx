import { useEffect, useState } from "react";
import type { TaxExemptionDto } from "../../../../contract/tax-exemption";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { errorText, fieldErrorsOf } from "../ui/errors";
import { saveFile } from "../ui/save-file";
import { type Banner, TabBanner } from "./tab-banner";
import { CertificateFile } from "./certificate-file";

const statesOf = (text: string) => text.split(/[\s,;]+/).map((s) => s.trim().toUpperCase()).filter(Boolean);
const draftOf = (e: TaxExemptionDto | null) => ({ certificateNumber: e?.certificateNumber ?? "", states: e?.states.join(", ") ?? "", expiresOn: e?.expiresOn ?? "" });
const firstError = (errors: Record<string, string>, key: string) => errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];

/**
 * A reseller's or contractor's exemption certificate (ADR 087): while it has not expired, an order shipping to one
 * of its states pays no sales tax, and the order and its invoice keep the certificate number.
 */
export function TaxExemptionPanel({ userId }: { userId: string }) {
  const api = client.admin.users[":id"]["tax-exemption"];
  const param = { id: userId };
  const [current, setCurrent] = useState<TaxExemptionDto | null | undefined>(undefined);
  const [draft, setDraft] = useState({ certificateNumber: "", states: "", expiresOn: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState<Banner>(null);
  const [busy, setBusy] = useState(false);

  const show = (e: TaxExemptionDto | null) => {
    setCurrent(e);
    setDraft(draftOf(e));
  };
  useEffect(() => {
    let live = true;
    call(client.admin.users[":id"]["tax-exemption"].$get({ param: { id: userId } })).then(
      (e) => {
        if (!live) return;
        setCurrent(e);
        setDraft(draftOf(e));
      },
      (err) => live && setBanner({ tone: "error", text: errorText(err, "The exemption could not be loaded.") }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  async function run(work: () => Promise<void>, failed: string) {
    setBusy(true);
    setBanner(null);
    setErrors({});
    try {
      await work();
    } catch (err) {
      setErrors(fieldErrorsOf(err));
      setBanner({ tone: "error", text: errorText(err, failed) });
    } finally {
      setBusy(false);
    }
  }
  const save = () => run(async () => {
    show(await call(api.$put({ param, json: { certificateNumber: draft.certificateNumber, states: statesOf(draft.states) as never, expiresOn: draft.expiresOn } })));
    setBanner({ tone: "success", text: "Tax exemption saved." });
  }, "The exemption was not saved.");
  const remove = () => run(async () => {
    await call(api.$delete({ param }));
    show(null);
    setBanner({ tone: "success", text: "Tax exemption removed." });
  }, "The exemption was not removed.");
  const upload = (file: File) => run(async () => {
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsDataURL(file);
    });
    show(await call(api.certificate.$post({ param, json: { fileName: file.name, dataUrl } })));
    setBanner({ tone: "success", text: "Certificate uploaded." });
  }, "The certificate was not uploaded.");
  const download = () => run(async () => saveFile(await api.certificate.$get({ param }), current?.file?.name ?? "certificate"), "The certificate could not be downloaded.");

  return (
    <section className="space-y-3 border-t border-slate-200 pt-5" aria-labelledby={`tax-${userId}`}>
      <h3 id={`tax-${userId}`} className="font-semibold text-slate-900">Tax exemption</h3>
      <p className="text-sm text-slate-600">
        {current === undefined ? "Loading…" : current === null ? "Not exempt: sales tax is charged at the ship-to state's rate." : current.expired ? `Certificate ${current.certificateNumber} expired on ${current.expiresOn}: tax is charged again.` : `Exempt in ${current.states.join(", ")} until ${current.expiresOn} (certificate ${current.certificateNumber}).`}
      </p>
      <TabBanner banner={banner} />
      <form className="grid gap-3 sm:grid-cols-3" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <Field label="Certificate number" value={draft.certificateNumber} onChange={(e) => setDraft({ ...draft, certificateNumber: e.target.value })} error={errors.certificateNumber} />
        <Field label="States covered" hint="Two-letter codes, e.g. TX, OK" value={draft.states} onChange={(e) => setDraft({ ...draft, states: e.target.value })} error={firstError(errors, "states")} />
        <Field label="Expires on" type="date" value={draft.expiresOn} onChange={(e) => setDraft({ ...draft, expiresOn: e.target.value })} error={errors.expiresOn} />
        <div className="flex flex-wrap gap-2 sm:col-span-3">
          <Button type="submit" size="sm" disabled={busy}>{busy ? "Saving..." : "Save exemption"}</Button>
          {current && <Button variant="secondary" size="sm" disabled={busy} onClick={() => void remove()}>Remove exemption</Button>}
        </div>
      </form>
      {current && <CertificateFile file={current.file} busy={busy} error={errors.file} onUpload={(f) => void upload(f)} onDownload={() => void download()} />}
    </section>
  );
}
