// After `vite build`: renders the pages of PRERENDERED_PATHS in every language, for each audience,
// with the app's own components (dist/prerender, built by `vite build --ssr`) into
// dist/prerendered, which the server puts into those pages' HTML. Plain JavaScript: production installs have no tsx.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const OUT_DIR = path.resolve('dist/prerendered');
const { prerenderPage, PRERENDER_AUDIENCES, PRERENDERED_PATHS, LOCALES, prerenderedFile } = await import(
  pathToFileURL(path.resolve('dist/prerender/prerender.js')).href
);

rmSync(OUT_DIR, { recursive: true, force: true });
for (const audience of PRERENDER_AUDIENCES) {
  for (const locale of LOCALES) {
    for (const pathname of PRERENDERED_PATHS) {
      const file = path.join(OUT_DIR, prerenderedFile(locale, pathname, audience));
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, await prerenderPage(pathname, locale, audience));
    }
  }
}
console.log(
  `Prerendered ${PRERENDERED_PATHS.length} pages in ${LOCALES.length} languages for ${PRERENDER_AUDIENCES.length} audiences into dist/prerendered`,
);
