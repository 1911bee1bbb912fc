// Generates the web app manifest's icons (public/icons/*.png) from the app's logo,
// public/logo.svg (run once; outputs are committed): 192 and 512 px as drawn, and a
// maskable 512 px whose tiles sit inside the central safe zone (a circle of 80 % of the
// width) on a full-bleed background, since the device crops it to its own shape.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const logo = readFileSync('public/logo.svg');
// Quad's own accent (src/domain/accent.ts); the server draws these in the campus's (src/server/platform/pages/brand.ts).
const THEME = '#0b7a75';

// The logo's four tiles (viewBox 0 0 64 64) scaled to 80 % about the centre: their
// corners stay within the 80 % circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${THEME}"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -32)">
    <rect x="12" y="12" width="18" height="18" rx="4" fill="#fff"/>
    <rect x="34" y="12" width="18" height="18" rx="4" fill="#fff" fill-opacity=".7"/>
    <rect x="12" y="34" width="18" height="18" rx="4" fill="#fff" fill-opacity=".7"/>
    <rect x="34" y="34" width="18" height="18" rx="4" fill="#fff"/>
  </g>
</svg>`;

const png = (svg, size, file) =>
  sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);

await png(logo, 192, 'icon-192.png');
await png(logo, 512, 'icon-512.png');
await png(Buffer.from(maskable), 512, 'maskable-512.png');
console.log('public/icons: icon-192.png, icon-512.png, maskable-512.png');
