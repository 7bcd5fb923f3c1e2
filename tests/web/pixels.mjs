// The web build's frame beside the native `--screenshot` of the same screen
// (browser_test.mjs, engines_test.mjs): both draw with the same code and
// fonts, so they differ only where the browser's canvas rounds or smooths.
// A pixel differs when a channel is off by more than 24; at most 0.5% of
// the pixels may. Keeps the web frame as OUTPUT/NAME.web.png to look at.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';

/// null when `webPng` (bytes) draws what the PNG file `nativePng` does; else
/// what differs, in words.
export function comparePixels(webPng, nativePng, name, output) {
  const web = PNG.sync.read(webPng);
  const ref = PNG.sync.read(fs.readFileSync(nativePng));
  fs.writeFileSync(path.join(output, `${name}.web.png`), webPng);
  if (web.width !== ref.width || web.height !== ref.height)
    return `${name}: ${web.width}x${web.height} against ${ref.width}x${ref.height}`;
  let different = 0;
  for (let i = 0; i < web.data.length; i += 4) {
    for (let c = 0; c < 3; ++c) {
      if (Math.abs(web.data[i + c] - ref.data[i + c]) > 24) {
        ++different;
        break;
      }
    }
  }
  const share = different / (web.width * web.height);
  return share <= 0.005 ? null : `${name}: ${(share * 100).toFixed(2)}% of pixels differ (limit 0.5%)`;
}
