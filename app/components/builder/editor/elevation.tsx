import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import type { BuilderOptionDto, Design, Wall } from "../../../../contract/builder";
import { WALL_LABELS, WALLS } from "../../../../contract/builder-labels";
import type { EditorAction } from "./design-state";
import { bottomOf, wallLength } from "./design-state";

type Props = {
  design: Design;
  options: BuilderOptionDto[];
  selected: string | null;
  flagged: Set<string>;
  dispatch?: (a: EditorAction) => void;
};


/**
 * The 2-D elevation of each wall: the builder without WebGL, and its keyboard-friendly view. Openings drag along
 * their wall with a pointer, or move with the arrow keys (Shift: a foot at a time) once focused.
 */
export function Elevations(props: Props) {
  return (
    <div className="grid gap-3">
      {WALLS.map((wall) => (
        <WallElevation key={wall} wall={wall} {...props} />
      ))}
    </div>
  );
}

function WallElevation({ wall, design, options, selected, flagged, dispatch }: Props & { wall: Wall }) {
  const svg = useRef<SVGSVGElement>(null);
  const drag = useRef<string | null>(null);
  const length = wallLength(design.base.lengthFt, wall);
  const height = design.base.highCube ? 114 : 102;
  const byCode = new Map(options.map((o) => [o.code, o]));
  const endDoors = wall === "back" && design.modifications.some((m) => byCode.get(m.code)?.placement === "end");
  const items = design.modifications.filter((m) => m.wall === wall && m.x !== undefined && byCode.get(m.code));

  const toInches = (e: PointerEvent) => {
    const box = svg.current!.getBoundingClientRect();
    return ((e.clientX - box.left) / box.width) * (length + 8) - 4;
  };
  const onKey = (key: string) => (e: KeyboardEvent) => {
    const step = e.shiftKey ? 12 : 3;
    if (e.key === "ArrowLeft") dispatch?.({ type: "nudge", key, by: -step });
    else if (e.key === "ArrowRight") dispatch?.({ type: "nudge", key, by: step });
    else if (e.key === "Delete" || e.key === "Backspace") dispatch?.({ type: "remove", key });
    else return;
    e.preventDefault();
  };

  return (
    // The far end drawn at its true 8 ft next to the side walls would be huge: it gets a third of the width.
    <figure className={`rounded-lg border border-slate-200 bg-white p-2 ${wall === "back" ? "max-w-sm" : ""}`}>
      <figcaption className="mb-1 text-xs font-semibold text-slate-600">
        {WALL_LABELS[wall]} · {Math.round(length / 12)} ft
      </figcaption>
      <svg
        ref={svg}
        viewBox={`-4 -4 ${length + 8} ${height + 8}`}
        className="h-auto w-full touch-none select-none"
        role="group"
        aria-label={`${WALL_LABELS[wall]} elevation`}
        onPointerMove={(e) => drag.current && dispatch?.({ type: "move", key: drag.current, x: toInches(e) })}
        onPointerUp={() => (drag.current = null)}
        onPointerLeave={() => (drag.current = null)}
      >
        <rect x={0} y={0} width={length} height={height} fill={design.modifications.find((m) => m.code === "paint")?.color ?? "#b91c1c"} opacity={0.85} rx={2} />
        {Array.from({ length: Math.floor(length / 11) }, (_, i) => (
          <line key={i} x1={6 + i * 11} x2={6 + i * 11} y1={6} y2={height - 6} stroke="#000" strokeOpacity={0.12} strokeWidth={2} />
        ))}
        <rect x={0} y={0} width={12} height={height} fill="#000" opacity={0.15} />
        <rect x={length - 12} y={0} width={12} height={height} fill="#000" opacity={0.15} />
        {endDoors && <rect x={12} y={4} width={length - 24} height={height - 8} fill="#475569" stroke="#0f172a" strokeWidth={2} />}
        {items.map((m) => {
          const o = byCode.get(m.code)!;
          const w = o.widthIn ?? 0;
          const h = o.heightIn ?? 0;
          const bottom = bottomOf(m.code, h, height);
          const bad = flagged.has(m.key);
          return (
            <g
              key={m.key}
              role="button"
              tabIndex={dispatch ? 0 : -1}
              aria-label={`${o.label}, ${Math.round(m.x!)} inches from the left corner of the ${WALL_LABELS[wall].toLowerCase()}`}
              aria-pressed={selected === m.key}
              data-testid={`opening-${m.key}`}
              className="cursor-grab focus:outline-none"
              onPointerDown={(e) => {
                if (!dispatch) return;
                (e.target as Element).setPointerCapture?.(e.pointerId);
                drag.current = m.key;
                dispatch({ type: "select", key: m.key });
              }}
              onFocus={() => dispatch?.({ type: "select", key: m.key })}
              onKeyDown={onKey(m.key)}
            >
              <rect x={m.x! - w / 2} y={height - bottom - h} width={w} height={h} fill={m.code.startsWith("window") ? "#bfdbfe" : "#e2e8f0"} stroke={bad ? "#dc2626" : selected === m.key ? "#ea580c" : "#0f172a"} strokeWidth={bad || selected === m.key ? 4 : 2} />
              {m.code === "window-barred" &&
                [1, 2, 3, 4, 5].map((i) => <line key={i} x1={m.x! - w / 2 + (w * i) / 6} x2={m.x! - w / 2 + (w * i) / 6} y1={height - bottom - h} y2={height - bottom} stroke="#334155" strokeWidth={1.5} />)}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
