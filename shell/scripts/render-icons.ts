// `npm run render-icons -w shell`: the app's PNG icons from shell/static/icons/icon.svg (the same bytes
// every time). Run it after changing the SVG and commit the PNGs: the build only copies them.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const iconsFolder = path.join(__dirname, '..', 'static', 'icons');
const svg = readFileSync(path.join(iconsFolder, 'icon.svg'), 'utf8');

/**
 * What platforms ask for: 192 and 512 for Android and desktop installs, a maskable 512 that platforms crop
 * to their own shape (the mark keeps to the middle, so the full-bleed SVG serves), 180 for iOS's home screen.
 */
const sizes = [
  { file: 'icon-192.png', width: 192, rounded: true },
  { file: 'icon-512.png', width: 512, rounded: true },
  { file: 'icon-maskable-512.png', width: 512, rounded: false },
  { file: 'apple-touch-icon.png', width: 180, rounded: false },
];

// Icons shown as they are get soft corners; maskable and iOS icons are cropped by the platform itself.
const roundedSvg = svg.replace('<rect width="512" height="512"', '<rect width="512" height="512" rx="112"');

for (const { file, width, rounded } of sizes) {
  const png = new Resvg(rounded ? roundedSvg : svg, { fitTo: { mode: 'width', value: width } })
    .render()
    .asPng();
  writeFileSync(path.join(iconsFolder, file), png);
  console.log(`${file}: ${width}×${width}, ${png.length} bytes`);
}
