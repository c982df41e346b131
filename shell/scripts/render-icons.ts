// `npm run render-icons -w shell`: the app's PNG icons and favicon.ico from shell/static/icons/icon.svg, and
// the manifest shortcuts' 96 px PNGs from shell/static/icons/shortcuts/*.svg (the same bytes every time). Run it after changing the SVG and commit what it writes: the build only copies them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

/**
 * favicon.ico, for the browsers and crawlers that ask for /favicon.ico whatever the page links: the rounded
 * icon at 16, 32 and 48 pixels, each stored as a PNG inside the ICO container (which browsers read since
 * 2010): a 6-byte header, a 16-byte entry per image, then the images.
 */
function icoOf(images: { width: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ width, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(width, 0);
    entry.writeUInt8(width, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const favicon = icoOf(
  [16, 32, 48].map((width) => ({
    width,
    png: new Resvg(roundedSvg, { fitTo: { mode: 'width', value: width } }).render().asPng(),
  })),
);
writeFileSync(path.join(iconsFolder, '..', 'favicon.ico'), favicon);
console.log(`favicon.ico: 16, 32 and 48 px, ${favicon.length} bytes`);

// Android shows a shortcut's icon only from a PNG of at least 96 px; other platforms take the SVG beside it.
const shortcutsFolder = path.join(iconsFolder, 'shortcuts');
for (const file of readdirSync(shortcutsFolder).filter((name) => name.endsWith('.svg'))) {
  const png = new Resvg(readFileSync(path.join(shortcutsFolder, file), 'utf8'), {
    fitTo: { mode: 'width', value: 96 },
  })
    .render()
    .asPng();
  writeFileSync(path.join(shortcutsFolder, file.replace(/\.svg$/, '-96.png')), png);
  console.log(`shortcuts/${file}: 96×96, ${png.length} bytes`);
}
