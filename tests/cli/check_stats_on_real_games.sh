#!/usr/bin/env bash
# `sh-narrator --stats` over the 503 real games of data/real-games/ as a
# group's kept games would be (issue 44): the players renamed to a group of
# twelve friends (each game seats seven or six of them, in an order drawn
# from the game's name), the finished games kept with their reveal, the
# abandoned ones as they stopped, one file damaged. Every figure is checked
# against a tally written here from the games' truth files (the roles, and
# the ending the site recorded), not from the engine; and the reference the
# app shows beside a group's rate (src/session/group_stats.cpp) must be what
# --stats says of the real games as they are.
#   tests/cli/check_stats_on_real_games.sh SH_NARRATOR SOURCE_DIR
set -euo pipefail
app=$1 source=$2
# shellcheck source=tests/need_tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../need_tool.sh"
need_tool python3 python3 || exit 77
need_tool xz xz-utils || exit 77
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -xJf "$source/data/real-games/games.tar.xz" -C "$work"
python3 - "$app" "$work" <<'PY'
import glob, hashlib, json, os, random, subprocess, sys
app, work = sys.argv[1], sys.argv[2]
games = os.path.join(work, "games")
friends = ["Ada", "Bruno", "Chiara", "Dmitri", "Élodie", "Femi", "Greta", "Hugo",
           "Inés", "Jonas", "Kasia", "Luca, jr."]  # a comma: the CSV must quote it
plain = os.path.join(work, "plain"); group = os.path.join(work, "group")
os.makedirs(plain); os.makedirs(group)
expect = {"games": 0, "finished": 0, "damaged": 1, "by_players": {}, "ends": {}, "players": {}}
ends = ["liberal_policies", "fascist_policies", "hitler_executed", "hitler_elected"]
expect["ends"] = {end: 0 for end in ends}
for number, truth_file in enumerate(sorted(glob.glob(os.path.join(games, "*.truth.json")))):
    game = os.path.basename(truth_file)[: -len(".truth.json")]
    truth = json.load(open(truth_file))
    ending = truth["ending"]["recorded"] or truth["ending"]["inferred_from_summary"]
    source_log = os.path.join(games, game + (".with-reveal.jsonl" if ending else ".jsonl"))
    text = open(source_log, encoding="utf-8").read()
    with open(os.path.join(plain, game + ".jsonl"), "w", encoding="utf-8") as out:
        out.write(open(os.path.join(games, game + ".jsonl"), encoding="utf-8").read())
    seed = int(hashlib.sha256(game.encode()).hexdigest(), 16)
    seated = random.Random(seed).sample(friends, truth["players"])
    rename = dict(zip(truth["names"], seated))
    for old in sorted(rename, key=len, reverse=True):
        text = text.replace(json.dumps(old), json.dumps(rename[old], ensure_ascii=False))
    name = "20250101-%06d.jsonl" % number
    with open(os.path.join(group, name), "w", encoding="utf-8") as out:
        out.write(text)
    expect["games"] += 1
    if not ending:
        continue
    expect["finished"] += 1
    count = expect["by_players"].setdefault(str(truth["players"]),
                                            {"games": 0, "liberal_wins": 0, "fascist_wins": 0})
    count["games"] += 1
    count[ending["winner"][:-1] + "_wins"] += 1
    expect["ends"][ending["how"]] += 1
    for old, role in truth["roles"].items():
        player = expect["players"].setdefault(rename[old], {
            "name": rename[old], "games": 0, "wins": 0,
            "liberal": {"games": 0, "wins": 0}, "fascist": {"games": 0, "wins": 0},
            "hitler": {"games": 0, "wins": 0}})
        won = (role == "liberal") == (ending["winner"] == "liberals")
        for share in (player, player[role]):
            share["games"] += 1
            share["wins"] += int(won)
# One damaged file: a game's second line cut in half.
with open(os.path.join(group, "20250102-000000.jsonl"), "w") as out:
    out.write('{"type":"setup","format":1,"players":["Ada","Bruno","Chiara","Dmitri","Hugo"],'
              '"options":{}}\n{"type":"first_pres\n')

def stats(folder):
    run = subprocess.run([app, "--stats", "--games", folder], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit("FAIL: --stats exited %d: %s" % (run.returncode, run.stderr))
    return json.loads(run.stdout)

got = stats(group)
failed = []
for key in ("games", "finished", "damaged", "by_players", "ends"):
    if got[key] != expect[key]:
        failed.append("%s: --stats says %s, the truth files %s" % (key, got[key], expect[key]))
want_players = sorted(expect["players"].values(), key=lambda p: (-p["games"], p["name"]))
if sorted(got["players"], key=lambda p: (-p["games"], p["name"])) != want_players:
    failed.append("players: --stats says %s, the truth files %s" % (got["players"], want_players))
csv = open(os.path.join(group, "statistics.csv"), encoding="utf-8").read()
if '"Luca, jr."' not in csv or len({row.count(",") for row in csv.splitlines() if "Luca" not in row}) != 1:
    failed.append("statistics.csv: a name with a comma is not quoted, or rows differ in fields")
# The reference beside a group's rate: the real games as they are.
real = stats(plain)
for players, count in real["by_players"].items():
    want = {"games": count["games"], "fascist_wins": count["fascist_wins"]}
    if real["reference"].get(players) != want:
        failed.append("reference for %s players: the app holds %s, the real games say %s "
                      "(update kReference in src/session/group_stats.cpp)"
                      % (players, real["reference"].get(players), want))
if failed:
    sys.exit("FAIL:\n" + "\n".join(failed))
print("stats: %d games, %d finished, %d players, each figure as the truth files say; "
      "reference %s" % (got["games"], got["finished"], len(got["players"]), real["reference"]))
PY
