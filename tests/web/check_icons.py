#!/usr/bin/env python3
"""The web build's home-screen icons (issue 32, item 15), read from the
source tree as tools/web.sh copies it (web/ into the site, dist/icons/ into
its icons/, every file of which the service worker keeps offline):

- web/manifest.webmanifest lists PNG icons of 192x192 and 512x512 for "any"
  use and at least one "maskable" PNG; every icon it lists exists in
  dist/icons/, and each PNG has the pixel size its entry states;
- each maskable icon is fully opaque, and every pixel outside the central
  80% circle (the safe zone a launcher may cut to) is the manifest's
  background_color: the artwork lies inside the circle on a full-bleed ground;
- web/index.html's apple-touch-icon is a PNG of 180x180 (its sizes
  attribute, when given, says so) with no pixel whose alpha is under 255
  (iPads fill transparent corners with black), its corners the page's colour.

Python's standard library only: the PNGs are decoded here (zlib, the five
row filters; colour types 0, 2, 3, 4 and 6, non-interlaced).

    python3 tests/web/check_icons.py SOURCE_DIR
"""
import html.parser
import json
import pathlib
import struct
import sys
import zlib

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class Png:
    """A decoded PNG: width, height and rows of (r, g, b, a) tuples, 8 bits."""

    def __init__(self, path):
        data = pathlib.Path(path).read_bytes()
        if data[:8] != PNG_SIGNATURE:
            raise ValueError(f"{path}: not a PNG")
        chunks, offset = [], 8
        while offset < len(data):
            length, kind = struct.unpack(">I4s", data[offset:offset + 8])
            chunks.append((kind, data[offset + 8:offset + 8 + length]))
            offset += 12 + length
        kind, ihdr = chunks[0]
        if kind != b"IHDR":
            raise ValueError(f"{path}: the first chunk is not IHDR")
        (self.width, self.height, self.depth, self.colour_type, _, _,
         interlace) = struct.unpack(">IIBBBBB", ihdr)
        # The header alone (width and height at bytes 16-24 of the file).
        assert (self.width, self.height) == struct.unpack(">II", data[16:24])
        self.path = path
        self._chunks = chunks
        self._interlace = interlace
        self._rows = None

    @property
    def rows(self):
        if self._rows is None:
            self._rows = self._decode()
        return self._rows

    def _decode(self):
        path, depth, colour_type = self.path, self.depth, self.colour_type
        channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(colour_type)
        if channels is None:
            raise ValueError(f"{path}: colour type {colour_type} is not a PNG colour type")
        if self._interlace != 0:
            raise ValueError(f"{path}: interlaced PNGs are not read here")
        if depth not in (8, 16) or (colour_type == 3 and depth != 8):
            raise ValueError(f"{path}: bit depth {depth} is not read here (8, or 16 but for a palette)")
        palette = b"".join(body for kind, body in self._chunks if kind == b"PLTE")
        transparency = b"".join(body for kind, body in self._chunks if kind == b"tRNS")
        raw = zlib.decompress(b"".join(body for kind, body in self._chunks if kind == b"IDAT"))
        step = channels * depth // 8  # bytes a pixel
        stride = self.width * step
        if len(raw) != self.height * (stride + 1):
            raise ValueError(f"{path}: {len(raw)} bytes of pixels, not {self.height * (stride + 1)}")
        rows, above = [], bytearray(stride)
        for y in range(self.height):
            start = y * (stride + 1)
            kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
            for i in range(stride):
                left = line[i - step] if i >= step else 0
                up = above[i]
                corner = above[i - step] if i >= step else 0
                if kind == 1:
                    line[i] = (line[i] + left) & 0xFF
                elif kind == 2:
                    line[i] = (line[i] + up) & 0xFF
                elif kind == 3:
                    line[i] = (line[i] + (left + up) // 2) & 0xFF
                elif kind == 4:
                    p = left + up - corner
                    pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                    line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
                elif kind != 0:
                    raise ValueError(f"{path}: row {y} has filter {kind}")
            rows.append(self._pixels(bytes(line), channels, palette, transparency))
            above = line
        return rows

    def _pixels(self, line, channels, palette, transparency):
        size = self.depth // 8
        wide = [int.from_bytes(line[i:i + size], "big") for i in range(0, len(line), size)]
        samples = [s >> 8 for s in wide] if self.depth == 16 else wide  # 8 bits; tRNS keys the full ones
        pixels = []
        for x in range(self.width):
            s = samples[x * channels:(x + 1) * channels]
            w = wide[x * channels:(x + 1) * channels]
            if self.colour_type == 6:
                pixels.append(tuple(s))
            elif self.colour_type == 4:
                pixels.append((s[0], s[0], s[0], s[1]))
            elif self.colour_type == 3:
                r, g, b = palette[3 * s[0]:3 * s[0] + 3]
                alpha = transparency[s[0]] if s[0] < len(transparency) else 255
                pixels.append((r, g, b, alpha))
            elif self.colour_type == 2:
                keyed = len(transparency) == 6 and tuple(w) == struct.unpack(">HHH", transparency)
                pixels.append((s[0], s[1], s[2], 0 if keyed else 255))
            else:
                keyed = len(transparency) == 2 and w[0] == struct.unpack(">H", transparency)[0]
                pixels.append((s[0], s[0], s[0], 0 if keyed else 255))
        return pixels


class AppleTouchIcons(html.parser.HTMLParser):
    """The <link rel="apple-touch-icon"> elements of a page, as attribute dicts."""

    def __init__(self):
        super().__init__()
        self.links = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag == "link" and "apple-touch-icon" in (attributes.get("rel") or "").lower().split():
            self.links.append(attributes)


def colour(text):
    text = text.lstrip("#")
    if len(text) == 3:
        text = "".join(c * 2 for c in text)
    return tuple(int(text[i:i + 2], 16) for i in (0, 2, 4))


def check(source):
    failures = []
    fail = failures.append
    icons_folder = source / "dist" / "icons"

    def icon_file(src):
        # The site's icons/ is dist/icons/ (tools/web.sh), beside the page.
        if not src.startswith("icons/") or "/" in src[len("icons/"):]:
            fail(f"{src}: not a file of the site's icons/ (dist/icons/)")
            return None
        path = icons_folder / src[len("icons/"):]
        if not path.is_file():
            fail(f"{src}: dist/icons/{path.name} does not exist")
            return None
        return path

    manifest = json.loads((source / "web" / "manifest.webmanifest").read_text(encoding="utf-8"))
    ground = colour(manifest["background_color"])
    any_sizes, maskable = set(), []
    for entry in manifest.get("icons", []):
        src = entry.get("src", "")
        path = icon_file(src)
        purposes = (entry.get("purpose") or "any").split()
        if path is None or entry.get("type") != "image/png":
            continue
        try:
            png = Png(path)
        except ValueError as error:
            fail(str(error))
            continue
        stated = entry.get("sizes", "").split()
        actual = f"{png.width}x{png.height}"
        if stated != [actual]:
            fail(f"{src}: the manifest says sizes {entry.get('sizes')!r}, the PNG is {actual}")
            continue
        if "any" in purposes:
            any_sizes.add(actual)
        if "maskable" in purposes:
            maskable.append((src, png))
    for size in ("192x192", "512x512"):
        if size not in any_sizes:
            fail(f"the manifest lists no {size} PNG icon for \"any\" use")
    if not maskable:
        fail("the manifest lists no \"maskable\" PNG icon")

    for src, png in maskable:
        radius = 0.4 * min(png.width, png.height)  # the central 80% circle
        cx, cy = png.width / 2, png.height / 2
        transparent = outside_art = 0
        for y, row in enumerate(png.rows):
            for x, pixel in enumerate(row):
                if pixel[3] < 255:
                    transparent += 1
                if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 > radius ** 2 and pixel[:3] != ground:
                    outside_art += 1
        if transparent:
            fail(f"{src}: {transparent} pixels are not opaque (a maskable icon is full-bleed)")
        if outside_art:
            fail(f"{src}: {outside_art} pixels outside the central 80% circle are not the ground "
                 f"{manifest['background_color']} (the artwork must lie inside the safe zone)")
        corners = [png.rows[y][x] for y in (0, png.height - 1) for x in (0, png.width - 1)]
        if any(c != ground + (255,) for c in corners):
            fail(f"{src}: its corners {corners} are not the opaque ground {manifest['background_color']}")

    page = AppleTouchIcons()
    page.feed((source / "web" / "index.html").read_text(encoding="utf-8"))
    if len(page.links) != 1:
        fail(f"web/index.html has {len(page.links)} apple-touch-icon links, not one")
    for link in page.links:
        src = link.get("href", "")
        path = icon_file(src)
        if path is None:
            continue
        try:
            png = Png(path)
        except ValueError as error:
            fail(str(error))
            continue
        actual = f"{png.width}x{png.height}"
        if actual != "180x180":
            fail(f"{src}: the Apple touch icon is {actual}, not 180x180")
        if link.get("sizes") not in (None, actual):
            fail(f"{src}: the link says sizes {link.get('sizes')!r}, the PNG is {actual}")
        transparent = sum(1 for row in png.rows for pixel in row if pixel[3] < 255)
        if transparent:
            fail(f"{src}: {transparent} pixels have alpha under 255 (iOS fills them with black)")
        corners = [png.rows[y][x] for y in (0, png.height - 1) for x in (0, png.width - 1)]
        if any(c != ground + (255,) for c in corners):
            fail(f"{src}: its corners {corners} are not the page's colour {manifest['background_color']}")
    return failures, any_sizes, maskable, page.links


def main():
    if len(sys.argv) != 2:
        raise SystemExit("usage: check_icons.py SOURCE_DIR")
    failures, any_sizes, maskable, links = check(pathlib.Path(sys.argv[1]))
    for failure in failures:
        print(f"FAIL: {failure}")
    if failures:
        return 1
    print(f"icons: \"any\" PNGs {', '.join(sorted(any_sizes, key=lambda s: int(s.split('x')[0])))}; "
          f"maskable {', '.join(src for src, _ in maskable)} full-bleed, art inside the safe circle; "
          f"Apple touch icon {links[0]['href']} 180x180, opaque")
    return 0


if __name__ == "__main__":
    sys.exit(main())
