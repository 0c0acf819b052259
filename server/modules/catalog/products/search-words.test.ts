import { describe, expect, it } from "vitest";
import { normaliseSearch } from "./search-words.ts";

describe("normaliseSearch: the trade's words as the catalog's", () => {
  it.each([
    ["20 ft", "20ft"],
    ["20-ft", "20ft"],
    ["20 foot", "20ft"],
    ["20-foot container", "20ft container"],
    ["20 feet", "20ft"],
    ["20'", "20ft"],
    ["20ft", "20ft"],
    ["twenty foot", "20ft"],
    ["Twenty-Four Foot", "24ft"],
    ["forty foot high cube", "40ft high cube"],
    ["40' HC", "40ft hc"],
    ["40' hi-cube", "40ft high cube"],
    ["45 footer", "45ft"],
    ["conex box", "container"],
    ["20ft conex boxes", "20ft container"],
    ["sea can", "container"],
    ["Sea-can", "container"],
    ["seacans", "container"],
    ["shipping containers", "shipping container"],
    ["cold box", "refrigerated"],
    ["reefer", "reefer"],
    ["reefer container", "refrigerated"],
    ["office container", "office"],
    ["container office", "office"],
    ["job site office", "office"],
    ["  lock   box ", "lock box"],
    ["twenty", "twenty"],
    ["2 doors", "2 doors"],
  ])("%s → %s", (typed, expected) => {
    expect(normaliseSearch(typed)).toBe(expected);
  });
});
