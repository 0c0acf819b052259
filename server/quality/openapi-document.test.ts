import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../test/harness.ts";

/** The document integrators generate clients from: Redocly's recommended rules at 0 errors, and our conventions. */
let t: TestApp;
let doc: { paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }> }>> };
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.call("GET", "/v1/openapi.json")).body; // the OpenAPI document is not a typed route
});
afterAll(() => t.close());

const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));

describe("/v1/openapi.json", () => {
  it("passes `redocly lint` with the recommended rules at 0 errors", { timeout: 120_000 }, async () => {
    const file = join(mkdtempSync(join(tmpdir(), "bx-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(doc));
    const cli = createRequire(import.meta.url).resolve("@redocly/cli/bin/cli.js");
    const run = await promisify(execFile)(process.execPath, [cli, "lint", file, "--format=json"], { maxBuffer: 32 * 1024 * 1024 }).catch((err: { stdout: string }) => err);
    const problems = (JSON.parse(run.stdout) as { problems: { ruleId: string; severity: string; message: string }[] }).problems;
    expect(problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    // The one warning left: a proprietary API has no licence URL or SPDX identifier to give.
    expect(problems.map((p) => p.ruleId)).toEqual(["info-license-strict"]);
  });

  it("every operation has a unique verb-noun operationId, declared security and its 4xx answers with the Error schema", () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { name, op } of operations()) {
      expect(op.operationId, name).toMatch(/^[a-z]+[A-Z]\w+$/);
      expect(Array.isArray(op.security), name).toBe(true);
      const errors = Object.entries(op.responses).filter(([status]) => status.startsWith("4"));
      expect(errors.map(([s]) => s), name).toContain("400");
      if (op.security!.length) expect(errors.map(([s]) => s), name).toEqual(expect.arrayContaining(["401", "403"]));
      if (name.includes("{")) expect(errors.map(([s]) => s), name).toContain("404");
      for (const [status, res] of errors) expect(res.content?.["application/json"]?.schema?.$ref, `${name} ${status}`).toBe("#/components/schemas/Error");
    }
  });
});
