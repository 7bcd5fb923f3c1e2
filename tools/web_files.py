#!/usr/bin/env python3
"""Each file of the web build's site and its content hash (issue 26): writes
SITE/files.js (for the page) and SITE/sw.js from the service worker's
template (its FILES), so that the offline copy is kept by content and a new
build fetches only what changed. Run by tools/web.sh build; and by
bench/web_visit_bench.mjs after it changes one file.

    python3 tools/web_files.py SITE web/sw.js
"""
import hashlib
import json
import pathlib
import sys


def content_hash(path):
    return hashlib.sha256(path.read_bytes()).hexdigest()[:16]


def write(site, template):
    site, template = pathlib.Path(site), pathlib.Path(template)
    for made in ("files.js", "sw.js"):
        (site / made).unlink(missing_ok=True)
    names = sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())
    hashes = {name: content_hash(site / name) for name in names}
    hashes["./"] = hashes["index.html"]  # the page, as the address without a file name
    with open(site / "files.js", "w", encoding="utf-8") as out:
        out.write("// Made by tools/web_files.py: each file of the site and its content hash.\n")
        out.write("var SHN_FILES = " + json.dumps(hashes, indent=1, sort_keys=True) + ";\n")
    hashes["files.js"] = content_hash(site / "files.js")
    (site / "sw.js").write_text(template.read_text().replace("@FILES@", json.dumps(hashes, sort_keys=True)))


if __name__ == "__main__":
    if len(sys.argv) != 3:
        raise SystemExit("usage: web_files.py SITE SW_TEMPLATE")
    write(sys.argv[1], sys.argv[2])
