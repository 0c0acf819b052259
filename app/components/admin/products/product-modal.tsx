import { useEffect, useState } from "react";
import type { ProductDetail } from "../../../../contract/catalog";
import { client } from "../../../lib/browser-api";
import { call } from "../../../lib/typed-api";
import { Alert } from "../../ui/alert";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { errorText, fieldErrorsOf } from "../ui/errors";
import { Dialog } from "../../ui/dialog";
import { BasicTab } from "./basic-tab";
import { CategoriesTab } from "./categories-tab";
import { DeliveryTab } from "./delivery-tab";
import { DimensionsTab } from "./dimensions-tab";
import { type ProductDraft, draftFromProduct, emptyDraft } from "./draft";
import { fieldName, liveErrors } from "./live-errors";
import { productFormData, validateDraft } from "./payload";
import { SpecEditor } from "./spec-editor";
import { StockTab } from "./stock-tab";

const TABS = [
  { id: "basic", label: "Basic" },
  { id: "specs", label: "Specs" },
  { id: "dimensions", label: "Dimensions" },
  { id: "delivery", label: "Delivery" },
  { id: "categories", label: "Categories" },
  // Only for a saved product: its grid is stored per variant and depot on the server.
  { id: "stock", label: "Stock" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** The tab that shows a field error ("dimensions.0.price" → dimensions, "conditionImages_0_1" → dimensions). */
function tabOf(key: string): TabId {
  if (key.startsWith("dimension") || key.startsWith("conditionImages")) return "dimensions";
  if (key.startsWith("delivery")) return "delivery";
  if (key.startsWith("specifications")) return "specs";
  if (key.startsWith("categories")) return "categories";
  return "basic";
}

type Props = { productId: string | null; open: boolean; onClose: () => void; onSaved: (p: ProductDetail, created: boolean) => void };

/** Add or edit a product in five tabs, saved (pictures included) in one multipart request; an existing product also has a Stock tab saved on its own. */
export function ProductModal(props: Props) {
  // Keyed by product: each opening starts from that product (or an empty one).
  return props.open ? <ProductDialog key={props.productId ?? "new"} {...props} /> : null;
}

function ProductDialog({ productId, onClose, onSaved }: Props) {
  const [draft, setDraft] = useState<ProductDraft | null>(() => (productId ? null : emptyDraft()));
  const [loadError, setLoadError] = useState<string | null>(null);
  const [tab, setTab] = useState<TabId>("basic");
  const [stockOpened, setStockOpened] = useState(false);
  const [reported, setErrors] = useState<Record<string, string>>({});
  // The draft as it was when the errors were found: a server error stays until its field is edited.
  const [sentWith, setSentWith] = useState<ProductDraft | null>(null);
  const errors = draft ? liveErrors(reported, sentWith, draft) : reported;
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!productId) return;
    let live = true;
    call(client.products[":id"].$get({ param: { id: productId } })).then(
      (product) => live && setDraft(draftFromProduct(product)),
      (err: unknown) => live && setLoadError(errorText(err, "Failed to load product")),
    );
    return () => {
      live = false;
    };
  }, [productId]);

  const set = (patch: Partial<ProductDraft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  async function save() {
    if (!draft) return;
    const problems = validateDraft(draft);
    setErrors(problems);
    setSentWith(draft);
    setFailure(null);
    if (Object.keys(problems).length) {
      setTab(tabOf(Object.keys(problems)[0]));
      return;
    }
    setSaving(true);
    try {
      const form = productFormData(draft);
      onSaved(productId ? await call(client.admin.products[":id"].$put({ param: { id: productId }, form })) : await call(client.admin.products.$post({ form })), !productId);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      setErrors(fields);
      setSentWith(draft);
      setFailure(errorText(err, "Failed to save product"));
      if (Object.keys(fields).length) setTab(tabOf(Object.keys(fields)[0]));
    } finally {
      setSaving(false);
    }
  }

  const errorList = Object.entries(errors);
  return (
    <Dialog
      open
      onClose={onClose}
      size="xl"
      title={productId ? "Edit product" : "Add product"}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>Cancel</Button>
          <Button onClick={save} disabled={!draft || saving}>{saving ? "Saving..." : productId ? "Save changes" : "Create product"}</Button>
        </>
      }
    >
      {loadError && <Alert tone="error">{loadError}</Alert>}
      {!draft && !loadError && <Spinner label="Loading product..." />}
      {draft && (
        <div className="space-y-5">
          {/* The banner goes with the last field problem it listed; a failure without fields stays until the next save. */}
          {failure && (errorList.length > 0 || !Object.keys(reported).length) && (
            <Alert tone="error" title="The product was not saved.">
              <p>{failure}</p>
              {errorList.length > 0 && (
                <ul className="mt-1 list-disc pl-5">
                  {errorList.map(([k, v]) => <li key={k}>{fieldName(k)}: {v}</li>)}
                </ul>
              )}
            </Alert>
          )}
          {/* Three per row below 640 px, so all six tabs show at 375 px without scrolling sideways. */}
          <div role="tablist" aria-label="Product sections" className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1">
            {TABS.filter((t) => t.id !== "stock" || productId).map((t) => {
              const count = errorList.filter(([k]) => tabOf(k) === t.id).length;
              return (
                <button
                  key={t.id}
                  type="button"
                  role="tab"
                  id={`product-tab-${t.id}`}
                  aria-selected={tab === t.id}
                  aria-controls={tab === t.id ? `product-panel-${t.id}` : undefined}
                  onClick={() => {
                    setTab(t.id);
                    if (t.id === "stock") setStockOpened(true);
                  }}
                  className={`-mb-px shrink-0 border-b-2 px-2 py-2 text-sm font-semibold sm:px-3 focus-visible:outline-2 focus-visible:outline-orange-600 ${
                    tab === t.id ? "border-orange-600 text-orange-700" : "border-transparent text-slate-600 hover:text-slate-900"
                  }`}
                >
                  {t.label}
                  {count > 0 && <span className="ml-1.5 rounded-full bg-red-600 px-1.5 text-xs text-white">{count}</span>}
                </button>
              );
            })}
          </div>
          <div role="tabpanel" id={`product-panel-${tab}`} aria-labelledby={`product-tab-${tab}`}>
            {tab === "basic" && <BasicTab draft={draft} errors={errors} set={set} />}
            {tab === "specs" && <SpecEditor specs={draft.specifications} onChange={(specifications) => set({ specifications })} />}
            {tab === "dimensions" && <DimensionsTab dimensions={draft.dimensions} errors={errors} onChange={(dimensions) => set({ dimensions })} />}
            {tab === "delivery" && <DeliveryTab delivery={draft.delivery} errors={errors} onChange={(delivery) => set({ delivery })} />}
            {tab === "categories" && <CategoriesTab categories={draft.categories} onChange={(categories) => set({ categories })} />}
            {/* Kept mounted once opened, hidden on other tabs, so typed quantities survive a look at another tab. */}
            {productId && stockOpened && <div hidden={tab !== "stock"}><StockTab productId={productId} /></div>}
          </div>
        </div>
      )}
    </Dialog>
  );
}
