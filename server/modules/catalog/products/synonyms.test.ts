import { describe, expect, it } from "vitest";
import { searchVariants } from "./synonyms.ts";

describe("searchVariants", () => {
  it("swaps trade words for the catalog's and back, whole words only", () => {
    expect(searchVariants("Reefer")).toEqual(["reefer", "refrigerated"]);
    expect(searchVariants("40ft HC")).toEqual(["40ft hc", "40ft high cube"]);
    expect(searchVariants("high cube")).toEqual(["high cube", "hc"]);
    expect(searchVariants("ground level office")).toEqual(["ground level office", "glo"]);
    expect(searchVariants("hatch")).toEqual(["hatch"]);
    expect(searchVariants("used conex reefer")).toEqual(["used conex reefer", "used conex refrigerated", "used container reefer", "used container refrigerated"]);
  });
});
