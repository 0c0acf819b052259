import { Suspense, lazy, useMemo, useReducer, useRef, useState, useSyncExternalStore } from "react";
import type { BuilderCatalogDto, Design, DesignPriceDto } from "../../../../contract/builder";
import { useSessionUser } from "../../../lib/use-session";
import { Alert } from "../../ui/alert";
import { Button, ButtonLink } from "../../ui/button";
import { Field } from "../../ui/field";
import type { CameraView } from "../scene/container-scene";
import { EMPTY_DESIGN, editorReducer } from "./design-state";
import { Elevations } from "./elevation";
import { ModificationList, PriceSummary } from "./modification-list";
import { canvasSnapshot } from "./canvas-snapshot";
import { BasePicker, OptionPicker } from "./option-picker";
import { QuoteDialog } from "./quote-dialog";
import { useDesignActions } from "./use-design-actions";
import { useServerPrice } from "./use-price";

// three.js and @react-three/fiber live in this chunk only: no other route imports it (docs/decisions/025).
const ContainerScene = lazy(() => import("../scene/container-scene"));

let webglSupport: boolean | undefined;
function hasWebGl() {
  if (webglSupport !== undefined) return webglSupport;
  try {
    const canvas = document.createElement("canvas");
    webglSupport = Boolean(canvas.getContext("webgl2") ?? canvas.getContext("webgl"));
  } catch {
    webglSupport = false;
  }
  return webglSupport;
}
const noSubscription = () => () => {};

type Props = {
  catalog: BuilderCatalogDto;
  initial?: { design: Design; name: string; id: string | null; mine: boolean; price?: DesignPriceDto };
  readOnly?: boolean;
};

export function BuilderPage({ catalog, initial, readOnly = false }: Props) {
  const [state, dispatch] = useReducer(editorReducer(catalog.options), { design: initial?.design ?? EMPTY_DESIGN, selected: null });
  const [name, setName] = useState(initial?.name ?? "My container");
  // null while rendering on the server: the 3-D view appears once the browser says it can draw it.
  const webgl = useSyncExternalStore(noSubscription, hasWebGl, () => null);
  const [view, setView] = useState<CameraView>("perspective");
  const [quoteOpen, setQuoteOpen] = useState(false);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const user = useSessionUser();
  const { price, pending, failed } = useServerPrice(state.design, initial?.price ?? null);
  const snapshot = () => (canvas.current ? canvasSnapshot(canvas.current) : undefined);
  const actions = useDesignActions(state.design, name, snapshot, initial?.id && initial.mine ? { id: initial.id, name: initial.name } : null, readOnly && initial?.id ? `/builder/d/${initial.id}` : "/builder");
  const flagged = useMemo(() => new Set(price?.problems.flatMap((p) => (p.key ? [p.key] : [])) ?? []), [price]);
  const labels = useMemo(() => new Map(catalog.options.map((o) => [o.code, o.label])), [catalog]);
  const edit = readOnly ? undefined : dispatch;
  const shareUrl = actions.saved ? `/builder/d/${actions.saved.id}` : null;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[minmax(0,1fr)_380px]">
      <section className="min-w-0 space-y-3" aria-label="Your container">
        {/* The 3-D slot and its camera row take their room from the server render on, whatever the browser can
            draw: the elevations below never move (Lighthouse counted 0.10 layout shift when they did). */}
        <div className="space-y-2">
          <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl bg-slate-200" data-testid={webgl ? "builder-3d" : undefined}>
            {webgl && (
              <Suspense fallback={<p className="p-4 text-sm text-slate-600">Loading the 3-D view…</p>}>
                <ContainerScene design={state.design} options={catalog.options} view={view} dispatch={edit} onCanvas={(c) => (canvas.current = c)} />
              </Suspense>
            )}
            {webgl === false && (
              <div className="grid size-full place-items-center p-4">
                <Alert tone="info" title="2-D view">This browser has no 3-D graphics: place openings on the wall elevations below.</Alert>
              </div>
            )}
          </div>
          <div className={`flex flex-wrap gap-2 ${webgl === false ? "invisible" : ""}`} role="group" aria-label="Camera" aria-hidden={webgl === false || undefined}>
            {(["perspective", "front", "side", "top"] as const).map((v) => (
              <Button key={v} size="sm" variant={view === v ? "dark" : "secondary"} aria-pressed={view === v} onClick={() => setView(v)} disabled={!webgl}>
                {v === "perspective" ? "3/4 view" : `${v[0].toUpperCase()}${v.slice(1)}`}
              </Button>
            ))}
            <p className="self-center text-xs text-slate-500">Drag to orbit, scroll or pinch to zoom, drag an opening along its wall.</p>
          </div>
        </div>
        <Elevations design={state.design} options={catalog.options} selected={state.selected} flagged={flagged} dispatch={edit} />
        {!readOnly && <p className="text-xs text-slate-500">Keyboard: Tab to an opening, arrow keys move it 3″ (Shift: 1 ft), Delete removes it.</p>}
      </section>

      <aside className="space-y-4" aria-label="Design">
        {readOnly ? <h1 className="text-2xl font-bold text-slate-900">{name}</h1> : <h1 className="text-2xl font-bold text-slate-900">Build your container</h1>}
        {!readOnly && <BasePicker catalog={catalog} base={state.design.base} dispatch={dispatch} />}
        <PriceSummary price={price} pending={pending} failed={failed} />
        <ModificationList catalog={catalog} design={state.design} price={price} selected={state.selected} dispatch={edit} />
        {!readOnly && <OptionPicker catalog={catalog} dispatch={dispatch} />}
        {!readOnly && <Field label="Design name" value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />}
        {actions.error && <Alert tone="error">{actions.error}</Alert>}
        <div className="flex flex-wrap gap-2">
          {!readOnly && <Button variant="dark" onClick={() => void actions.save()} disabled={actions.busy !== null}>{actions.busy === "save" ? "Saving…" : user ? "Save design" : "Log in to save"}</Button>}
          <Button onClick={() => void actions.addToCart(readOnly ? initial?.id ?? undefined : undefined)} disabled={actions.busy !== null || Boolean(price?.problems.length)}>
            {actions.busy === "cart" ? "Adding…" : "Add to cart"}
          </Button>
          <Button variant="secondary" onClick={() => setQuoteOpen(true)}>Request a quote</Button>
          {readOnly && <ButtonLink variant="secondary" to={`/builder?from=${initial?.id ?? ""}`}>Open in the builder</ButtonLink>}
        </div>
        {shareUrl && !readOnly && (
          <p className="text-sm text-slate-700" role="status">
            Saved. Share link: <a className="font-medium text-orange-700 underline" href={shareUrl}>{shareUrl}</a>
          </p>
        )}
      </aside>
      <QuoteDialog open={quoteOpen} onClose={() => setQuoteOpen(false)} design={state.design} name={name} snapshot={snapshot} labels={labels} designId={async () => actions.saved?.id ?? (readOnly ? initial?.id ?? null : user ? (await actions.save())?.id ?? null : null)} />
    </div>
  );
}
