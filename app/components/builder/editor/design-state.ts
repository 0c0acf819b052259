import type { BuilderOptionDto, Design, DesignModification, Wall } from "../../../../contract/builder";

/** The builder's working state: the design the server prices, plus which modification has the focus. */
export type EditorState = { design: Design; selected: string | null };

export type EditorAction =
  | { type: "base"; base: Partial<Design["base"]> }
  | { type: "add"; option: BuilderOptionDto; wall?: Wall }
  | { type: "move"; key: string; x: number; wall?: Wall }
  | { type: "nudge"; key: string; by: number }
  | { type: "paint"; key: string; color: string }
  | { type: "remove"; key: string }
  | { type: "select"; key: string | null }
  | { type: "load"; design: Design };

export const EMPTY_DESIGN: Design = { base: { lengthFt: 20, highCube: false, condition: "new" }, modifications: [] };

export const wallLength = (lengthFt: number, wall: Wall) => (wall === "back" ? 96 : lengthFt * 12);

/** Where an opening sits vertically (inches from the floor to its bottom), as the trades fit them. */
export const bottomOf = (code: string, heightIn: number, wallHeight: number) =>
  code === "vent" ? wallHeight - 16 : code === "ac-unit" ? wallHeight - 40 : code.startsWith("window") ? 44 : Math.min(6, wallHeight - heightIn);

let counter = 0;
const newKey = (code: string) => `${code}-${Date.now().toString(36)}-${++counter}`;

/** First free spot on a wall for an opening of this width, else the wall's middle (the server will name the clash). */
function freeSpot(design: Design, wall: Wall, width: number, options: Map<string, number>): number {
  const length = wallLength(design.base.lengthFt, wall);
  const taken = design.modifications.filter((m) => m.wall === wall && m.x !== undefined).map((m) => [m.x! - (options.get(m.code) ?? 0) / 2, m.x! + (options.get(m.code) ?? 0) / 2]);
  for (let x = 12 + width / 2; x <= length - 12 - width / 2; x += 6) {
    if (!taken.some(([a, b]) => a < x + width / 2 + 6 && x - width / 2 - 6 < b)) return x;
  }
  return Math.round(length / 2);
}

const widthOf = (options: BuilderOptionDto[]) => new Map(options.map((o) => [o.code, o.widthIn ?? 0]));

export function editorReducer(options: BuilderOptionDto[]) {
  return (state: EditorState, action: EditorAction): EditorState => {
    const { design } = state;
    const update = (fn: (m: DesignModification) => DesignModification, key: string) => ({ ...state, design: { ...design, modifications: design.modifications.map((m) => (m.key === key ? fn(m) : m)) } });
    switch (action.type) {
      case "base":
        return { ...state, design: { ...design, base: { ...design.base, ...action.base } } };
      case "add": {
        const o = action.option;
        const key = newKey(o.code);
        const mod: DesignModification = { key, code: o.code };
        if (o.placement === "wall") {
          const wall = action.wall ?? "left";
          Object.assign(mod, { wall, x: freeSpot(design, wall, o.widthIn ?? 0, widthOf(options)) });
        }
        if (o.code === "paint") mod.color = "#1d4ed8";
        return { design: { ...design, modifications: [...design.modifications, mod] }, selected: key };
      }
      case "move":
        return update((m) => ({ ...m, x: Math.round(action.x), wall: action.wall ?? m.wall }), action.key);
      case "nudge":
        return update((m) => ({ ...m, x: Math.round((m.x ?? 0) + action.by) }), action.key);
      case "paint":
        return update((m) => ({ ...m, color: action.color }), action.key);
      case "remove":
        return { design: { ...design, modifications: design.modifications.filter((m) => m.key !== action.key) }, selected: state.selected === action.key ? null : state.selected };
      case "select":
        return { ...state, selected: action.key };
      case "load":
        return { design: action.design, selected: null };
    }
  };
}
