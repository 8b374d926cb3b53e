// Generates src/generated/openapi.ts from the service's committed OpenAPI document
// (../../docs/openapi.json) with openapi-typescript. With --check, regenerates in memory and fails
// when the committed file differs (the drift check run by CI).
//
//   npm run generate          # after the OpenAPI document changed
//   npm run check-generated   # CI
import { readFile, writeFile, mkdir } from "node:fs/promises";
import openapiTS, { astToString } from "openapi-typescript";

const source = new URL("../../../docs/openapi.json", import.meta.url);
const target = new URL("../src/generated/openapi.ts", import.meta.url);
const header =
  "// Generated from docs/openapi.json by openapi-typescript (`npm run generate` in clients/typescript).\n" +
  "// Do not edit: regenerate.\n\n";

const doc = JSON.parse(await readFile(source, "utf8"));
const generated = header + astToString(await openapiTS(doc, { silent: true }));

if (process.argv.includes("--check")) {
  const committed = await readFile(target, "utf8").catch(() => "");
  if (committed !== generated) {
    console.error(
      "clients/typescript/src/generated/openapi.ts is out of date with docs/openapi.json: run `npm run generate` in clients/typescript and commit it",
    );
    process.exit(1);
  }
  console.log("src/generated/openapi.ts matches docs/openapi.json");
} else {
  await mkdir(new URL("../src/generated/", import.meta.url), { recursive: true });
  await writeFile(target, generated);
  console.log(`wrote src/generated/openapi.ts (${generated.length} bytes)`);
}
