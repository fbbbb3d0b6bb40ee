// After esbuild: write one page per protocol version and copy the official v0.9 example
// screens of @a2ui/web_core (used by the UI documentation tools) next to the bundles.
const fs = require('fs');
const path = require('path');

const page = fs.readFileSync('page.html', 'utf8');
for (const v of ['v0_8', 'v0_9']) {
  fs.writeFileSync(path.join('dist', `${v}.html`), page.replace('renderer.js', `${v}.js`));
}
const src = path.join('node_modules', '@a2ui', 'web_core', 'src', 'v0_9', 'schemas', 'catalogs', 'basic', 'examples');
const dst = path.join('dist', 'examples', 'v0_9');
fs.rmSync(dst, { recursive: true, force: true });
fs.mkdirSync(dst, { recursive: true });
for (const name of fs.readdirSync(src).filter((n) => n.endsWith('.json'))) {
  fs.copyFileSync(path.join(src, name), path.join(dst, name));
}
fs.copyFileSync(path.join('node_modules', '@a2ui', 'web_core', 'LICENSE'), path.join(dst, 'LICENSE'));
