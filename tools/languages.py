#!/usr/bin/env python3
"""The app's languages and their narrators, read from their one source:
the kLanguages table of src/session/languages.h. For the scripts that run
without a built app (tools/web.sh, tools/render_voices.py); the ones that
have the binary ask it (`sh-narrator --languages`), and
tests/check_languages_py.sh checks that both say the same.

    python3 tools/languages.py     # prints what `sh-narrator --languages` prints
"""
import pathlib
import re

HEADER = pathlib.Path(__file__).resolve().parent.parent / "src" / "session" / "languages.h"


def languages(header=HEADER):
    """[(id, [narrator ids, the default first])] in the table's order."""
    text = pathlib.Path(header).read_text(encoding="utf-8")
    table = re.search(r"kLanguages = std::to_array<Language>\(\{(.*?)\n\}\);", text, re.S)
    if not table:
        raise SystemExit(f"{header}: no kLanguages table")
    rows = []
    for line in table.group(1).splitlines():
        line = line.split("//")[0].strip()
        # {"de", false, {{narrators}}[, LatinKeyboard::German]},
        row = re.match(
            r'\{"([a-z]{2})",\s*(true|false),\s*\{(.*)\}\}(?:,\s*LatinKeyboard::\w+)?\},?$', line)
        if not row:
            continue
        narrators = re.findall(r'\{"([a-z0-9_]+)",\s*(?:true|false)\}', row.group(3))
        rows.append((row.group(1), narrators))
    if not rows:
        raise SystemExit(f"{header}: an empty kLanguages table")
    return rows


def language_ids(header=HEADER):
    return [language for language, _ in languages(header)]


if __name__ == "__main__":
    for language, narrators in languages():
        print("\t".join([language] + narrators))
